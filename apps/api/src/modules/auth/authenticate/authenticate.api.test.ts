import { expect, it } from 'vitest';
import { describeApi } from '../../../testing/test-app';
import { DEMO_PASSWORD, injectLogin, injectWithToken, refreshCookieOf } from '../../../testing/inject-login';

describeApi('POST auth/authenticate', (app) => {
  const login = (body: object) =>
    app().inject({ method: 'POST', url: '/api/v1/auth/authenticate', payload: body });

  it('logs a single-account holder in with the account already chosen', async () => {
    const response = await login({ login: 'jdupont01', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const access = response.json();
    expect(access).toMatchObject({
      login: 'jdupont01',
      idTheme: 1,
      selected: { tituNume: 'T1001-000101', actiIden: 101, emetIden: 1001 },
    });
    expect(access.comptes).toEqual([
      { actiIden: 101, emetIden: 1001, tituNume: 'T1001-000101', emetLibe: 'Aubépine Industries' },
    ]);
    const cookie = response.cookies.find((entry) => entry.name === 'nomina_rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(access.idRefreshToken).not.toBe(cookie?.value);
  });

  it('leaves the choice to a holder of several accounts', async () => {
    const { access, cookie } = await injectLogin(app(), 'mmartin01');
    expect(access.comptes.map((compte) => compte.emetIden)).toEqual([1001, 2002, 3003]);
    // Read with the user before the hash, they are the accounts a refresh lists on its own.
    const refreshed = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate/refreshtoken',
      headers: { cookie },
      payload: { idRefreshToken: access.idRefreshToken, login: 'mmartin01' },
    });
    expect(refreshed.json().comptes).toEqual(access.comptes);
    expect(access.comptes[0]).toEqual({
      actiIden: expect.any(Number),
      emetIden: 1001,
      tituNume: 'T1001-000102',
      emetLibe: 'Aubépine Industries',
    });
    expect(access.selected).toBeNull();
    const holder = await injectWithToken(app(), access.token, { url: '/api/v1/business/titulaire' });
    expect(holder.statusCode).toBe(409);
  });

  it('answers a wrong password and an unknown login the same way', async () => {
    const wrong = await login({ login: 'lgarcia01', password: 'Wrong#Password1' });
    const unknown = await login({ login: 'nobody0001', password: 'Wrong#Password1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().errorCode).toBe('login.error.credentials');
  });

  it('refuses a user who has not signed up yet like any wrong pair', async () => {
    const response = await login({ login: 'hbernard01', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it('locks the account at the fifth wrong password, then refuses even the right one', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login({ login: 'plefevre01', password: `Wrong#${attempt}aaaaaa` })).statusCode).toBe(401);
    }
    const fifth = await login({ login: 'plefevre01', password: 'Wrong#5aaaaaa' });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().errorCode).toBe('login.error.locked');
    expect((await login({ login: 'plefevre01', password: DEMO_PASSWORD })).statusCode).toBe(423);
  });

  it('locks an unknown login after as many tries, so locking tells nothing', async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 5; attempt += 1)
      statuses.push((await login({ login: 'ghost00001', password: 'Wrong#aaaaaa1' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
  });

  it('resets the count after a good password', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await login({ login: 'grossi0001', password: 'Wrong#Password1' });
    expect((await login({ login: 'grossi0001', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await login({ login: 'grossi0001', password: 'Wrong#Password1' })).statusCode).toBe(401);
  });

  it('refuses malformed bodies with 400', async () => {
    for (const body of [
      {},
      { login: 'jdupont01' },
      { login: '', password: 'x' },
      { login: 'a'.repeat(65), password: 'x' },
    ]) {
      const response = await login(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('general.error.validation');
    }
  });
});

describeApi('sessions: refresh, account choice, logout', (app) => {
  const refresh = (cookie: string, idRefreshToken: string, login = 'jdupont01') =>
    app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate/refreshtoken',
      headers: { cookie },
      payload: { idRefreshToken, login },
    });

  it('rotates the refresh token on every use', async () => {
    const { access, cookie } = await injectLogin(app(), 'jdupont01');
    const first = await refresh(cookie, access.idRefreshToken);
    expect(first.statusCode).toBe(200);
    const nextCookie = refreshCookieOf(first);
    expect(nextCookie).not.toBe(cookie);
    expect(first.json().selected).toMatchObject({ tituNume: 'T1001-000101' });
    expect((await refresh(nextCookie, access.idRefreshToken)).statusCode).toBe(200);
  });

  it('refuses a refresh without cookie or for another session', async () => {
    const one = await injectLogin(app(), 'jdupont01');
    const other = await injectLogin(app(), 'lgarcia01');
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/api/v1/auth/authenticate/refreshtoken',
          payload: { idRefreshToken: one.access.idRefreshToken, login: 'jdupont01' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await refresh(one.cookie, other.access.idRefreshToken)).statusCode).toBe(401);
  });

  it('binds the token to a chosen account of the user only', async () => {
    const { access } = await injectLogin(app(), 'mmartin01');
    const chosen = await injectWithToken(app(), access.token, {
      method: 'POST',
      url: '/api/v1/auth/authenticate/user-token',
      payload: { actiIden: 102, emetIden: 2002 },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().idTheme).toBe(2);
    const holder = await injectWithToken(app(), chosen.json().token, { url: '/api/v1/business/titulaire' });
    expect(holder.json()).toMatchObject({ tituNume: 'T2002-000102', emetIden: 2002, firstName: 'Marie' });
    const foreign = await injectWithToken(app(), access.token, {
      method: 'POST',
      url: '/api/v1/auth/authenticate/user-token',
      payload: { actiIden: 101, emetIden: 1001 },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errorCode).toBe('general.error.account.unknown');
  });

  it('answers 401 without a valid token', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/v1/business/titulaire' })).statusCode).toBe(401);
    expect(
      (await injectWithToken(app(), 'not-a-jwt', { url: '/api/v1/business/titulaire' })).statusCode,
    ).toBe(401);
  });

  it('revokes the session at logout', async () => {
    const { access, cookie } = await injectLogin(app(), 'jdupont01');
    const out = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { token: access.token },
    });
    expect(out.json()).toEqual({ success: true });
    expect(
      (await injectWithToken(app(), access.token, { url: '/api/v1/business/titulaire' })).statusCode,
    ).toBe(401);
    expect((await refresh(cookie, access.idRefreshToken)).statusCode).toBe(401);
  });
});

describeApi(
  'rate limit per address',
  (app) => {
    it('answers 429 with an errorCode past the limit', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await app().inject({
          method: 'POST',
          url: '/api/v1/auth/authenticate',
          payload: { login: `user${attempt}xx`, password: 'x' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().errorCode).toBe('general.error.ratelimit');
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '3' },
);

describeApi(
  'rate limit per identifier',
  (app) => {
    // Issue 9 §3: a count of requests per login would let anyone answer the owner 429; the
    // account lock policy (brute-force.api.test.ts) bounds guessing instead.
    it('does not answer 429 for one login because of requests from other addresses', async () => {
      const attempt = (login: string, address: string, password = 'Wrong#Password1') =>
        app().inject({
          method: 'POST',
          url: '/api/v1/auth/authenticate',
          remoteAddress: address,
          payload: { login, password },
        });
      expect((await attempt('lgarcia01', '10.0.0.1')).statusCode).toBe(401);
      expect((await attempt('lgarcia01', '10.0.0.2')).statusCode).toBe(401);
      expect((await attempt('lgarcia01', '10.0.0.3')).statusCode).toBe(401);
      expect((await attempt('lgarcia01', '10.0.0.4', DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await attempt('mmartin01', '10.0.0.3')).statusCode).toBe(401);
    });
  },
  { IDENTIFIER_RATE_LIMIT_PER_MINUTE: '2' },
);

describeApi(
  'sessions: a spent refresh token presented again',
  (app) => {
    const refresh = (cookie: string, idRefreshToken: string) =>
      app().inject({
        method: 'POST',
        url: '/api/v1/auth/authenticate/refreshtoken',
        headers: { cookie },
        payload: { idRefreshToken, login: 'jdupont01' },
      });

    it('gives two tabs refreshing at once a token each, within the grace', async () => {
      const { access, cookie } = await injectLogin(app(), 'jdupont01');
      const [one, two] = await Promise.all([
        refresh(cookie, access.idRefreshToken),
        refresh(cookie, access.idRefreshToken),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      expect(refreshCookieOf(one)).not.toBe(refreshCookieOf(two));
      expect((await refresh(refreshCookieOf(one), access.idRefreshToken)).statusCode).toBe(200);
      expect((await refresh(refreshCookieOf(two), access.idRefreshToken)).statusCode).toBe(200);
    });

    it('revokes the whole session when it comes back after the grace', async () => {
      const { access, cookie } = await injectLogin(app(), 'jdupont01');
      const rotated = await refresh(cookie, access.idRefreshToken);
      expect(rotated.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const replay = await refresh(cookie, access.idRefreshToken);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().errorCode).toBe('general.error.session');
      expect((await refresh(refreshCookieOf(rotated), access.idRefreshToken)).statusCode).toBe(401);
      expect(
        (await injectWithToken(app(), access.token, { url: '/api/v1/business/titulaire' })).statusCode,
      ).toBe(401);
    });
  },
  { REFRESH_REUSE_GRACE_SECONDS: '1' },
);
