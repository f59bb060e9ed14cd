import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { TValeur, TValeurDetails } from '@nomina/domain';
import { accountHabilitations, subModules } from '../../../../db/schema';
import { injectAccountToken } from '../../../../testing/account-token';
import { injectLogin, injectWithToken } from '../../../../testing/inject-login';
import { describeApi } from '../../../../testing/test-app';
import { QUOTE_READERS } from './valeurs.routes';

describeApi('operation/valeurs and operation/valeur-details', (app) => {
  const get = (token: string, url: string) =>
    injectWithToken(app(), token, { url: `/api/v1/business/${url}` });

  it("lists the securities of the chosen account's issuer with their change", async () => {
    const jdupont = await injectAccountToken(app(), 'jdupont01');
    const valeurs: TValeur[] = (await get(jdupont, 'operation/valeurs')).json();
    expect(valeurs).toHaveLength(1);
    expect(valeurs[0]).toMatchObject({
      valeIden: 10011,
      valeLibe: 'Aubépine Industries',
      emetIden: 1001,
      valeNatu: 'ACTION',
      isValeurEtrangere: false,
      baremeWeb: 'STD',
      cours: 42.18,
      coursVeille: 41.76,
      // (42.18 − 41.76) / 41.76 = 1.0057…%
      variation: 1.01,
    });
    const calanque = await injectAccountToken(app(), 'mmartin01', 2002);
    const others: TValeur[] = (await get(calanque, 'operation/valeurs')).json();
    expect(others.map((valeur) => [valeur.valeIden, valeur.variation])).toEqual([[20021, -2.21]]);
  });

  it('details a security: 30 closes oldest first ending at the quote, and the sample fee schedule', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const response = await get(
      token,
      'operation/valeur-details?valeIden=10011&isValeurEtrangere=false&baremeWeb=STD&valeNatu=ACTION',
    );
    expect(response.statusCode).toBe(200);
    const details: TValeurDetails = response.json();
    expect(details.marche).toBe('Euronext Paris');
    expect(details.historique).toHaveLength(30);
    const dates = details.historique.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
    expect(details.historique.at(-1)).toEqual({ date: details.dateCours, cours: 42.18 });
    expect(details.historique.at(-2)!.cours).toBe(41.76);
    expect(details.plusHaut).toBeGreaterThanOrEqual(42.18);
    expect(details.plusBas).toBeLessThanOrEqual(42.18);
    expect(details.bareme).toMatchObject({
      emetIden: 0,
      baremeWeb: 'STD',
      percent0D: 0.3,
      amount0D: null,
      mtMinD: 10,
      mtMaxD: 0,
    });
  });

  it("prefers the issuer's own fee schedule and the foreign one for a foreign code", async () => {
    const token = await injectAccountToken(app(), 'mmartin01', 2002);
    const own: TValeurDetails = (await get(token, 'operation/valeur-details?valeIden=20021')).json();
    expect(own.bareme).toMatchObject({
      emetIden: 2002,
      amount0D: 7500,
      percent0D: 0.35,
      percent1D: 0.25,
      mtMinD: 12,
      mtMaxD: 250,
    });
    const foreign: TValeurDetails = (
      await get(token, 'operation/valeur-details?valeIden=20021&baremeWeb=ETR')
    ).json();
    expect(foreign.bareme).toMatchObject({
      emetIden: 0,
      amount0D: 10000,
      percent0D: 0.5,
      mtMinD: 15,
      mtMaxD: 500,
    });
    const none: TValeurDetails = (
      await get(token, 'operation/valeur-details?valeIden=20021&baremeWeb=NONE')
    ).json();
    expect(none.bareme).toBeNull();
  });

  it("answers 404 for an unknown security or another issuer's, 400 for a bad query", async () => {
    const token = await injectAccountToken(app(), 'mmartin01', 2002);
    for (const valeIden of [99999, 10011]) {
      const response = await get(token, `operation/valeur-details?valeIden=${valeIden}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errorCode: 'general.error.notfound' });
    }
    for (const query of [
      '',
      'valeIden=abc',
      'valeIden=20021&isValeurEtrangere=yes',
      'valeIden=20021&valeNatu=CRYPTO',
    ]) {
      const response = await get(token, `operation/valeur-details?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('general.error.validation');
    }
  });

  it('needs a token and a chosen account', async () => {
    const anonymous = await app().inject({ method: 'GET', url: '/api/v1/business/operation/valeurs' });
    expect(anonymous.statusCode).toBe(401);
    const { access } = await injectLogin(app(), 'mmartin01');
    const unchosen = await get(access.token, 'operation/valeur-details?valeIden=10011');
    expect(unchosen.statusCode).toBe(409);
  });

  it('describes every portfolio endpoint in OpenAPI under the business tag', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, { get: { tags: string[] } }>;
    for (const path of [
      'news',
      'alerts',
      'alertsWithoutToken',
      'avoirs',
      'positions',
      'portefeuille/titres',
      'portefeuille/droits',
      'operation/valeurs',
      'operation/valeur-details',
      'actionnaire/coct-info-completion-status',
    ]) {
      expect(paths[`/api/v1/business/${path}`]?.get.tags).toEqual(['business']);
    }
  });

  it('refuses an account that may open none of the pages reading quotes, and serves one that may open one', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const readers = QUOTE_READERS;
    const subs = await app().db.select().from(subModules).where(inArray(subModules.moduleKey, readers));
    expect(subs).toHaveLength(readers.length);
    await app()
      .db.insert(accountHabilitations)
      .values(
        subs.map((sub) => ({
          actiIden: 101,
          emetIden: 1001,
          subModuleId: sub.id,
          habiliteActi: false,
          motifsBlocage: [],
        })),
      );
    const details =
      'operation/valeur-details?valeIden=10011&isValeurEtrangere=false&baremeWeb=STD&valeNatu=ACTION';
    const quotes = subs.find((sub) => sub.moduleKey === 'cotation_valeur')!;
    try {
      for (const url of ['operation/valeurs', details]) {
        const refused = await get(token, url);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ errorCode: 'habilitations.restriction.msg.n' });
      }
      await app()
        .db.delete(accountHabilitations)
        .where(and(eq(accountHabilitations.actiIden, 101), eq(accountHabilitations.subModuleId, quotes.id)));
      expect((await get(token, 'operation/valeurs')).statusCode).toBe(200);
      expect((await get(token, details)).statusCode).toBe(200);
    } finally {
      await app()
        .db.delete(accountHabilitations)
        .where(
          and(
            eq(accountHabilitations.actiIden, 101),
            inArray(
              accountHabilitations.subModuleId,
              subs.map((sub) => sub.id),
            ),
          ),
        );
    }
  });
});
