import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { legacyAccounts, outbox, verifications } from '../../../db/schema';
import { withBotToken } from '../../../testing/bot-token';
import { describeApi } from '../../../testing/test-app';
import { createLegacyAccountsRepository } from './legacy-accounts.repository';

const OLIS = { emetIden: '4815162', password: 'Ancien#Olis2019', variant: 'OLIS' };
const PLS = { emetIden: '73519', password: 'Ancien#Pls2019', variant: 'PLS', accessCode: 'PLS7351' };

/** Spec 1 §6: the old-account login only where the page's theme offers the variant. */
describeApi('old-account login, by the theme of the page', (app) => {
  const oldLogin = async (body: object, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate/exolis',
      headers,
      payload: await withBotToken(app(), 'authenticate/exolis', body),
    });
  const rows = async () => ({
    verifications: (await app().db.select({ n: count() }).from(verifications))[0]!.n,
    outbox: (await app().db.select({ n: count() }).from(outbox))[0]!.n,
    legacyAccounts: (await app().db.select({ n: count() }).from(legacyAccounts))[0]!.n,
  });
  const failedAttempts = async (oldIdentifier: string) =>
    (await createLegacyAccountsRepository(app().db).findByIdentifier(oldIdentifier))!.failedAttempts;

  it('refuses both variants where the theme allows no legacy user, and writes nothing', async () => {
    const before = await rows();
    for (const body of [OLIS, PLS]) {
      const refused = await oldLogin(body, { origin: 'http://theme2.localhost:3000' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ errorCode: 'habilitations.restriction.msg.n' });
    }
    expect(await rows()).toEqual(before);
  });

  it('opens only the old-PLS variant on theme 5', async () => {
    const origin = { origin: 'http://theme5.localhost:3000' };
    expect((await oldLogin(OLIS, origin)).json().errorCode).toBe('habilitations.restriction.msg.n');
    const pls = await oldLogin(PLS, origin);
    expect(pls.statusCode).toBe(200);
    expect(pls.json().verificationKey).toEqual(expect.any(String));
  });

  it('reads the Referer when there is no Origin, and the host when there is neither', async () => {
    expect((await oldLogin(OLIS, { referer: 'http://theme3.localhost/#/ancienolis' })).statusCode).toBe(403);
    expect((await oldLogin(OLIS, { host: 'theme4.localhost' })).statusCode).toBe(403);
    // An unknown host gets the registrar's theme, which offers both variants.
    expect((await oldLogin(OLIS, { origin: 'https://unknown.example.org' })).statusCode).toBe(200);
  });

  it('counts no attempt for a refused login', async () => {
    const wrong = { ...PLS, password: 'Mauvais#2019' };
    for (let n = 0; n < 6; n += 1) {
      expect((await oldLogin(wrong, { origin: 'http://theme2.localhost' })).statusCode).toBe(403);
    }
    expect(await failedAttempts(PLS.emetIden)).toBe(0);
    expect((await oldLogin(PLS, { origin: 'http://localhost:3000' })).statusCode).toBe(200);
  });
});
