import type { LightMyRequestResponse } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { authCounters, outbox, sessions, verifications } from '../db/schema';
import { injectAccountToken } from '../testing/account-token';
import { withBotToken } from '../testing/bot-token';
import { injectLogin, injectWithToken } from '../testing/inject-login';
import { describeApi } from '../testing/test-app';

const MAINTENANCE = { statusCode: 503, errorCode: 'general.error.maintenance' };
const TITRES = '/api/v1/business/portefeuille/titres';
/** theme3.localhost is dressed in theme 3; the injected requests' own host, localhost, in theme 1. */
const THEME_3_PAGE = { origin: 'http://theme3.localhost:3000' };

const outcome = (response: LightMyRequestResponse) => ({
  statusCode: response.statusCode,
  errorCode: (response.json() as { errorCode?: string }).errorCode,
});

describeApi('maintenance mode on the server (spec 1 §4: it follows the theme’s alive flag)', (app) => {
  const setAlive = async (themeId: number, alive: boolean) => {
    const response = await app().inject({
      method: 'POST',
      url: `/api/v1/dev/themes/${themeId}/alive`,
      payload: { alive },
    });
    expect(response.json()).toMatchObject({ themeId, alive });
  };
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers });
  /** What a refused call must not write: sessions, codes, messages, attempt counters. */
  const writes = () =>
    Promise.all([sessions, verifications, outbox, authCounters].map((table) => app().db.$count(table)));

  afterEach(async () => {
    await setAlive(1, true);
    await setAlive(3, true);
  });

  it('refuses a login, a sign-up, an old-account login and a business read with 503, writing nothing', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    // The bot check's challenge is closed during maintenance too: the form's token is made before.
    const signup = await withBotToken(app(), 'forgot/verifyIdentifiant', { login: 'hbernard01', lang: 'fr' });
    const oldLogin = await withBotToken(app(), 'authenticate/exolis', {
      emetIden: '4815162',
      password: 'Ancien#Olis2019',
      variant: 'OLIS',
    });
    await setAlive(1, false);
    const before = await writes();

    const refused = [
      await post('auth/authenticate', { login: 'jdupont01', password: 'Nomina#Demo2025' }),
      await post('auth/forgot/verifyIdentifiant', signup),
      await post('auth/firstconnexion/validate-otp', { verificationKey: 'k'.repeat(32), otpCode: '123456' }),
      await post('auth/authenticate/exolis', oldLogin),
      await post('auth/authenticate/setup-sso', { token: 'x' }),
      await post('auth/forgot/forgot-login', {}),
      await injectWithToken(app(), token, { url: TITRES }),
      await injectWithToken(app(), token, { url: '/api/v1/external/ged/docs' }),
      await injectWithToken(app(), token, { url: '/api/v1/external/paiement/historique' }),
    ];

    for (const response of refused) expect(outcome(response)).toEqual(MAINTENANCE);
    expect(await writes()).toEqual(before);
  });

  it('keeps open what the maintenance page and a session need, the providers’ callbacks and the desk', async () => {
    const { access, cookie } = await injectLogin(app(), 'jdupont01');
    await setAlive(1, false);

    const theme = await post('resource/theme', { url: 'http://localhost:3000' });
    expect(theme.json()).toMatchObject({ themeId: 1, alive: false });
    for (const url of ['/api/v1/resource/traduction/fr/1', '/api/v1/resource/langues/site', '/api/health'])
      expect((await app().inject({ url })).statusCode, url).toBe(200);
    expect((await app().inject({ url: '/api/v1/auth/public-key' })).statusCode).toBe(200);

    const refreshed = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate/refreshtoken',
      payload: { idRefreshToken: access.idRefreshToken, login: access.login },
      headers: { cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const loggedOut = await post('auth/logout', { token: refreshed.json().token });
    expect(loggedOut.json()).toEqual({ success: true });

    // Not refused for maintenance: they answer their own refusals (bad signature, no credential).
    for (const open of [
      await post('external/paiement/notification/cb', { providerRef: 'none' }),
      await app().inject({ url: '/api/v1/desk/demandes' }),
    ])
      expect(open.statusCode).not.toBe(503);
  });

  it('serves every call again once the theme is alive', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    await setAlive(1, false);
    expect(outcome(await injectWithToken(app(), token, { url: TITRES }))).toEqual(MAINTENANCE);

    await setAlive(1, true);

    expect((await injectWithToken(app(), token, { url: TITRES })).statusCode).toBe(200);
    expect((await injectLogin(app(), 'jdupont01')).access.login).toBe('jdupont01');
  });

  it('follows the theme of the chosen account’s issuer, whatever the page', async () => {
    await setAlive(3, false);
    // mmartin01 holds accounts of issuers 1001 (theme 1), 2002 (theme 2) and 3003 (theme 3).
    const onTheme3 = await injectAccountToken(app(), 'mmartin01', 3003);
    const onTheme1 = await injectAccountToken(app(), 'mmartin01', 1001);

    expect(outcome(await injectWithToken(app(), onTheme3, { url: TITRES }))).toEqual(MAINTENANCE);
    expect((await injectWithToken(app(), onTheme1, { url: TITRES })).statusCode).toBe(200);
    // A visitor on theme 3's site cannot log in; a signed-in call from there is refused too.
    expect(
      outcome(await post('auth/authenticate', { login: 'jdupont01', password: 'x' }, THEME_3_PAGE)),
    ).toEqual(MAINTENANCE);
    const fromTheme3Page = await injectWithToken(app(), onTheme1, { url: TITRES, headers: THEME_3_PAGE });
    expect(outcome(fromTheme3Page)).toEqual(MAINTENANCE);
  });

  it('answers a signed-in page in maintenance when the theme it holds is, as its calls are', async () => {
    await setAlive(3, false);
    const theme = await post('resource/theme', { url: 'http://localhost:3000', themeId: 3 });
    expect(theme.json()).toMatchObject({ themeId: 3, alive: false });
  });
});
