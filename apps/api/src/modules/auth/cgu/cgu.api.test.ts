import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { holderSettings, termsAcceptances, termsVersions, users } from '../../../db/schema';
import { withBotToken } from '../../../testing/bot-token';
import { createPendingUser } from '../../../testing/fixtures';
import { injectLogin, injectWithToken, refreshCookieOf } from '../../../testing/inject-login';
import { codeIn, encryptForServer, linkSecretIn, waitForMessage } from '../../../testing/outbox';
import { describeApi } from '../../../testing/test-app';

const NEW_PASSWORD = 'Fresh#Start2026';
const E_SERVICES = '/api/v1/business/e-services';

describeApi('terms of use enforced by the server (decision 012)', (app) => {
  const get = (token: string, url: string) => injectWithToken(app(), token, { url });
  const post = (token: string, url: string, payload: object) =>
    injectWithToken(app(), token, { method: 'POST', url, payload });
  const acceptances = async (login: string) => {
    const [user] = await app().db.select().from(users).where(eq(users.login, login));
    const rows = await app().db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user!.id));
    return rows.map((row) => row.version).sort();
  };

  /** A pending holder's sign-up up to the last step; answers the verification key. */
  async function signUpToContacts(): Promise<{ login: string; phone: string; email: string; key: string }> {
    const holder = await createPendingUser(app());
    const visitor = async (url: string, payload: object) =>
      app().inject({
        method: 'POST',
        url: `/api/v1/auth/${url}`,
        payload: await withBotToken(app(), url, payload),
      });
    await visitor('forgot/verifyIdentifiant', { login: holder.login, lang: 'fr' });
    const sd = linkSecretIn(await waitForMessage(app(), holder.email));
    const opened = await app().inject({ method: 'GET', url: `/api/v1/auth/forgot/verify-token?sd=${sd}` });
    const key = opened.json().verificationKey as string;
    await visitor('signup/save-password', {
      payload: await encryptForServer(app(), { verificationKey: key, password: NEW_PASSWORD }),
    });
    const otpCode = codeIn(await waitForMessage(app(), holder.phone));
    expect((await visitor('firstconnexion/validate-otp', { verificationKey: key, otpCode })).statusCode).toBe(
      200,
    );
    return { ...holder, key };
  }

  const finishSignup = (key: string, holder: { phone: string; email: string }, extra: object = {}) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/auth/firstconnexion/update-contacts',
      payload: {
        verificationKey: key,
        telephone: holder.phone,
        email: holder.email,
        consentementSms: true,
        ...extra,
      },
    });

  it('refuses business calls until the current terms are accepted, and writes nothing meanwhile', async () => {
    const { access, cookie } = await injectLogin(app(), 'rfaure0001');
    const token = access.token;

    const refused = await get(token, E_SERVICES);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().errorCode).toBe('cgu.error.pending');
    expect((await get(token, '/api/v1/resource/modules')).statusCode).toBe(403);
    expect((await get(token, '/api/v1/external/ged/docs')).statusCode).toBe(403);
    const before = await app().db.select({ n: count() }).from(holderSettings);
    const write = await post(token, '/api/v1/business/insert/e-abonnement', {
      abonne: true,
      confirmation: true,
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().errorCode).toBe('cgu.error.pending');
    expect(await app().db.select({ n: count() }).from(holderSettings)).toEqual(before);

    // Reading the terms and the holder's own identity (login sequence), refreshing the session
    // and a stale acceptance stay possible; the stale one is refused and records nothing.
    expect((await get(token, '/api/v1/business/titulaire')).json().tituNume).toBe('T1001-000122');
    expect((await get(token, '/api/v1/auth/authenticate/cgu')).json()).toMatchObject({ pendingVersion: 2 });
    const refreshed = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate/refreshtoken',
      headers: { cookie },
      payload: { idRefreshToken: access.idRefreshToken, login: 'rfaure0001' },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshCookieOf(refreshed)).not.toBe(cookie);
    const stale = await post(token, '/api/v1/auth/authenticate/acceptCgu', { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(await acceptances('rfaure0001')).toEqual([1]);
    expect((await get(token, E_SERVICES)).statusCode).toBe(403);

    expect((await post(token, '/api/v1/auth/authenticate/acceptCgu', { version: 2 })).statusCode).toBe(200);
    const allowed = await get(token, E_SERVICES);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toHaveProperty('eServices');
  });

  it('lets a holder of several accounts choose one before the terms page, and log out', async () => {
    const { access } = await injectLogin(app(), 'mmartin01');
    const [user] = await app().db.select().from(users).where(eq(users.login, 'mmartin01'));
    await app().db.delete(termsAcceptances).where(eq(termsAcceptances.userId, user!.id));
    const chosen = await post(access.token, '/api/v1/auth/authenticate/user-token', {
      actiIden: 102,
      emetIden: 2002,
    });
    expect(chosen.statusCode).toBe(200);
    // The account choice stores the holder before going on: allowed; the rest is not.
    expect((await get(chosen.json().token, '/api/v1/business/titulaire')).statusCode).toBe(200);
    expect((await get(chosen.json().token, E_SERVICES)).json().errorCode).toBe('cgu.error.pending');
    const out = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { token: chosen.json().token },
    });
    expect(out.json()).toEqual({ success: true });
  });

  it('records the terms accepted at the end of sign-up, with the version in force only', async () => {
    expect((await app().inject({ url: '/api/v1/auth/authenticate/cgu/current' })).json()).toEqual({
      version: 2,
    });
    const holder = await signUpToContacts();
    const stale = await finishSignup(holder.key, holder, { cguVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('cgu.error.version');
    expect(await acceptances(holder.login)).toEqual([]);
    const [unchanged] = await app().db.select().from(users).where(eq(users.login, holder.login));
    expect(unchanged!.passwordHash).toBeNull();

    const done = await finishSignup(holder.key, holder, { cguVersion: 2 });
    expect(done.json()).toEqual({ login: holder.login });
    expect(await acceptances(holder.login)).toEqual([2]);
    const { access } = await injectLogin(app(), holder.login, NEW_PASSWORD);
    expect((await get(access.token, '/api/v1/auth/authenticate/cgu')).json().pendingVersion).toBeNull();
    expect((await get(access.token, E_SERVICES)).statusCode).toBe(200);
  });

  it('asks a user with no acceptance on record for the terms at login', async () => {
    const holder = await signUpToContacts();
    expect((await finishSignup(holder.key, holder)).statusCode).toBe(200);
    const { access } = await injectLogin(app(), holder.login, NEW_PASSWORD);
    expect((await get(access.token, '/api/v1/auth/authenticate/cgu')).json()).toMatchObject({
      pendingVersion: 2,
      acceptedVersion: null,
    });
    expect((await get(access.token, E_SERVICES)).json().errorCode).toBe('cgu.error.pending');
    await post(access.token, '/api/v1/auth/authenticate/acceptCgu', { version: 2 });
    expect((await get(access.token, E_SERVICES)).statusCode).toBe(200);
  });

  // Last: publishing a version makes every user's acceptance stale.
  it('refuses a live session as soon as a newer version is published', async () => {
    const { access } = await injectLogin(app(), 'jdupont01');
    expect((await get(access.token, E_SERVICES)).statusCode).toBe(200);
    await app().db.insert(termsVersions).values({ version: 3 });
    expect((await get(access.token, E_SERVICES)).json().errorCode).toBe('cgu.error.pending');
    expect((await post(access.token, '/api/v1/auth/authenticate/acceptCgu', { version: 2 })).statusCode).toBe(
      409,
    );
    expect((await post(access.token, '/api/v1/auth/authenticate/acceptCgu', { version: 3 })).statusCode).toBe(
      200,
    );
    expect((await get(access.token, E_SERVICES)).statusCode).toBe(200);
  });
});
