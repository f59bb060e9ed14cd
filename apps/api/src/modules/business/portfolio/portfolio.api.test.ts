import { expect, it } from 'vitest';
import type { TAvoirs, TPortefeuilleDroits, TPortefeuilleTitres, TPositions } from '@nomina/domain';
import { injectAccountToken } from '../../../testing/account-token';
import { injectLogin, injectWithToken } from '../../../testing/inject-login';
import { withModuleRefused } from '../../../testing/habilitations';
import { describeApi } from '../../../testing/test-app';

// Expected figures come from the seed (db/seed/securities.ts and portfolio.ts), worked out by hand:
// Aubépine quotes 42.18; jdupont01 holds 1 200 + 480 shares, 150 + 200 free shares, 1 000 options
// at 38.50 and 800 at 44.20, 412.5 units at 18.4273 and 236.1284 units at 131.06.

describeApi('portfolio of the chosen account', (app) => {
  const get = async <T>(token: string, url: string) => {
    const response = await injectWithToken(app(), token, { url: `/api/v1/business/${url}` });
    return { status: response.statusCode, body: response.json() as T };
  };

  it('values the securities of jdupont01 line by line', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const { status, body } = await get<TPortefeuilleTitres>(token, 'portefeuille/titres');
    expect(status).toBe(200);
    expect(body.total).toBe(70862.4);
    expect(body.lignes).toHaveLength(2);
    expect(body.lignes[0]).toMatchObject({
      valeIden: 10011,
      isin: 'FR0000100115',
      emetLibe: 'Aubépine Industries',
      modeDetention: 'NOMINATIF_PUR',
      quantite: 1200,
      quantiteDisponible: 1200,
      cours: 42.18,
      valorisation: 50616,
      plusMoinsValue: 12516,
      vendable: true,
    });
    expect(body.lignes[1]).toMatchObject({
      modeDetention: 'PEE',
      quantite: 480,
      quantiteDisponible: 180,
      quantiteIndisponible: 300,
      valorisation: 20246.4,
      plusMoinsValue: 6374.4,
    });
  });

  it('groups the rights of jdupont01, free shares first, with statuses from the dates', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const { status, body } = await get<TPortefeuilleDroits>(token, 'portefeuille/droits');
    expect(status).toBe(200);
    expect(body.total).toBe(18443);
    expect(body.groupes.map((groupe) => [groupe.type, groupe.libelleKey, groupe.total])).toEqual([
      ['AGA', 'portfolio.data.groupe.aga', 14763],
      ['STOCK_OPTION', 'portfolio.data.groupe.stockOption', 3680],
    ]);
    const plans = body.groupes.flatMap((groupe) => groupe.plans);
    expect(plans.map((plan) => [plan.idPlan, plan.statut, plan.valorisation])).toEqual([
      [501, 'ACQUIS', 6327],
      [502, 'EN_ACQUISITION', 8436],
      [511, 'EXERCABLE', 3680],
      [512, 'EXERCABLE', 0],
    ]);
    const vesting = plans.find((plan) => plan.idPlan === 502)!;
    expect(vesting.dateAcquisition > body.dateValorisation).toBe(true);
    expect(plans.find((plan) => plan.idPlan === 511)).toMatchObject({ prixExercice: 38.5, quantite: 1000 });
  });

  it('values the fund units of jdupont01 with their lock-up date', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const { status, body } = await get<TPositions>(token, 'positions');
    expect(status).toBe(200);
    expect(body.total).toBe(38548.25);
    expect(body.fonds.map((fonds) => [fonds.fondsIden, fonds.valorisation, fonds.partsDisponibles])).toEqual([
      [9101, 7601.26, 0],
      [9102, 30946.99, 120],
    ]);
    expect(body.fonds[0]!.dateDisponibilite! > body.dateValorisation).toBe(true);
  });

  it('splits the valuation of jdupont01 consistently with the three portfolio calls', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const { status, body } = await get<TAvoirs>(token, 'avoirs?emetIden=1001&actiIden=101');
    expect(status).toBe(200);
    expect(body.repartition).toEqual([
      { type: 'TITRES', montant: 70862.4 },
      { type: 'DROITS', montant: 18443 },
      { type: 'FONDS', montant: 38548.25 },
    ]);
    expect(body.total).toBe(127853.65);
  });

  it('refuses the ids of another account without giving any figure', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    for (const query of ['emetIden=1001&actiIden=102', 'emetIden=2002&actiIden=101']) {
      const response = await injectWithToken(app(), token, { url: `/api/v1/business/avoirs?${query}` });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errorCode: 'general.error.account.unknown' });
    }
    const bad = await get<{ errorCode: string }>(token, 'avoirs?emetIden=abc&actiIden=101');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('general.error.validation');
  });

  it('shows mmartin01 only the data of the account chosen (Calanque Énergie)', async () => {
    const token = await injectAccountToken(app(), 'mmartin01', 2002);
    const titres = await get<TPortefeuilleTitres>(token, 'portefeuille/titres');
    expect(
      titres.body.lignes.map((ligne) => [ligne.valeIden, ligne.modeDetention, ligne.valorisation]),
    ).toEqual([
      [20021, 'NOMINATIF_PUR', 49750],
      [20021, 'NOMINATIF_ADMINISTRE', 11940],
    ]);
    expect(titres.body.lignes[1]!.plusMoinsValue).toBeNull();
    const droits = await get<TPortefeuilleDroits>(token, 'portefeuille/droits');
    expect(droits.body.groupes.flatMap((groupe) => groupe.plans.map((plan) => plan.idPlan))).toEqual([521]);
    const positions = await get<TPositions>(token, 'positions');
    expect(positions.body.fonds.map((fonds) => [fonds.fondsIden, fonds.valorisation])).toEqual([
      [9201, 7718.24],
    ]);
    const avoirs = await get<TAvoirs>(token, 'avoirs?emetIden=2002&actiIden=102');
    expect(avoirs.body.total).toBe(77368.24);
    const other = await injectWithToken(app(), token, {
      url: '/api/v1/business/avoirs?emetIden=1001&actiIden=102',
    });
    expect(other.statusCode).toBe(403);
  });

  it('gives a holder without rights or funds empty lists and no sale when blocked', async () => {
    const token = await injectAccountToken(app(), 'lschneider');
    const titres = await get<TPortefeuilleTitres>(token, 'portefeuille/titres');
    expect(titres.body.total).toBe(21835.6);
    expect(titres.body.lignes[0]).toMatchObject({ plusMoinsValue: -1414.4, vendable: false });
    expect((await get<TPortefeuilleDroits>(token, 'portefeuille/droits')).body.groupes).toEqual([]);
    expect((await get<TPositions>(token, 'positions')).body).toMatchObject({ total: 0, fonds: [] });
  });

  it('refuses the droits module to lgarcia01 and leaves it out of her valuation', async () => {
    const token = await injectAccountToken(app(), 'lgarcia01');
    const droits = await get<{ errorCode: string }>(token, 'portefeuille/droits');
    expect(droits.status).toBe(403);
    expect(droits.body).toEqual({ errorCode: 'habilitations.restriction.msg.n' });
    const avoirs = await get<TAvoirs>(token, 'avoirs?emetIden=2002&actiIden=104');
    expect(avoirs.body.repartition.map((part) => part.type)).toEqual(['TITRES', 'FONDS']);
    expect(avoirs.body.total).toBe(3582);
  });

  it('refuses every tab of the portfolio to an account refused the group (portefeuille)', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    await withModuleRefused(app(), 'portefeuille', async () => {
      for (const url of ['portefeuille/titres', 'portefeuille/droits', 'positions']) {
        const refused = await get<{ errorCode: string }>(token, url);
        expect(refused, url).toEqual({ status: 403, body: { errorCode: 'habilitations.restriction.msg.n' } });
      }
    });
    expect((await get(token, 'portefeuille/titres')).status).toBe(200);
  });

  it('needs a token and a chosen account', async () => {
    for (const url of [
      'portefeuille/titres',
      'portefeuille/droits',
      'positions',
      'avoirs?emetIden=1001&actiIden=101',
    ]) {
      const response = await app().inject({ method: 'GET', url: `/api/v1/business/${url}` });
      expect(response.statusCode).toBe(401);
    }
    const { access } = await injectLogin(app(), 'mmartin01');
    for (const url of ['portefeuille/titres', 'positions', 'avoirs?emetIden=1001&actiIden=102']) {
      const response = await get<{ errorCode: string }>(access.token, url);
      expect(response).toEqual({ status: 409, body: { errorCode: 'general.error.account.none' } });
    }
  });
});
