import { expect, it } from 'vitest';
import type { THistoriquePage, TOperationResume } from '@nomina/domain';
import { buildOperationSeeds } from '../../../db/seed/operations';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { withModuleRefused } from '../../../testing/habilitations';
import { describeApi } from '../../../testing/test-app';

const JDUPONT = 'T1001-000101';
const seeded = buildOperationSeeds().map((entry) => entry.operation);
/** What the seed gave one holder in one tab, newest first: the list the API must answer. */
const expected = (
  tituNume: string,
  categorie: string,
  keep: (row: (typeof seeded)[number]) => boolean = () => true,
) =>
  seeded
    .filter((row) => row.tituNume === tituNume && row.categorie === categorie && keep(row))
    .sort(
      (left, right) =>
        right.dateOperation.getTime() - left.dateOperation.getTime() ||
        right.idDemande.localeCompare(left.idDemande),
    );

describeApi('business operation/historique', (app) => {
  const list = async (token: string, query: string) => {
    const response = await injectWithToken(app(), token, {
      url: `/api/v1/business/operation/historique?${query}`,
    });
    return { status: response.statusCode, body: response.json() as THistoriquePage & { errorCode?: string } };
  };

  it('pages the stock-exchange history newest first with the total', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const all = expected(JDUPONT, 'BOURSE');
    expect(all.length).toBeGreaterThan(60);
    const first = await list(token, 'categorie=BOURSE&page=0&taille=20');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(all.length);
    expect(first.body.contenu.map((row) => row.idDemande)).toEqual(
      all.slice(0, 20).map((row) => row.idDemande),
    );
    const lastPage = Math.floor((all.length - 1) / 20);
    const last = await list(token, `categorie=BOURSE&page=${lastPage}&taille=20`);
    expect(last.body.contenu.map((row) => row.idDemande)).toEqual(
      all.slice(lastPage * 20).map((row) => row.idDemande),
    );
    const beyond = await list(token, `categorie=BOURSE&page=${lastPage + 1}&taille=20`);
    expect(beyond.body).toMatchObject({ contenu: [], total: all.length });
  });

  it('filters by status, type, security and dates, and marks pending orders cancellable', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const pending = await list(token, 'categorie=BOURSE&statut=EN_ATTENTE');
    expect(pending.body.total).toBe(2);
    expect(
      pending.body.contenu.every((row: TOperationResume) => row.annulable && row.statut === 'EN_ATTENTE'),
    ).toBe(true);
    const executed = await list(token, 'categorie=BOURSE&statut=EXECUTE&taille=100');
    expect(executed.body.total).toBe(expected(JDUPONT, 'BOURSE', (row) => row.statut === 'EXECUTE').length);
    expect(executed.body.contenu.some((row) => row.annulable)).toBe(false);
    expect(executed.body.contenu.every((row) => row.codeAvis === `AVIS${row.idDemande}`)).toBe(true);

    const sales = await list(token, 'categorie=BOURSE&typeOperation=VENTE_TITRE');
    expect(sales.body.total).toBe(
      expected(JDUPONT, 'BOURSE', (row) => row.typeOperation === 'VENTE_TITRE').length,
    );
    const aubepine = await list(token, 'categorie=BOURSE&valeIden=10011&taille=100');
    expect(aubepine.body.total).toBe(expected(JDUPONT, 'BOURSE', (row) => row.valeIden === 10011).length);
    expect(aubepine.body.contenu.every((row) => row.valeLibe === 'Aubépine Industries')).toBe(true);
    // Another issuer's security: the holder never traded it.
    expect((await list(token, 'categorie=BOURSE&valeIden=20021')).body).toMatchObject({
      contenu: [],
      total: 0,
    });

    const inQuarter = (row: (typeof seeded)[number]) =>
      row.dateOperation >= new Date('2025-01-01T00:00:00Z') &&
      row.dateOperation < new Date('2025-04-01T00:00:00Z');
    const quarter = await list(token, 'categorie=BOURSE&dateDebut=2025-01-01&dateFin=2025-03-31&taille=100');
    expect(quarter.body.total).toBe(expected(JDUPONT, 'BOURSE', inQuarter).length);
    expect(quarter.body.total).toBeGreaterThan(0);
    const combined = await list(
      token,
      'categorie=BOURSE&dateDebut=2025-01-01&dateFin=2025-03-31&typeOperation=ACHAT_TITRE',
    );
    expect(combined.body.total).toBe(
      expected(JDUPONT, 'BOURSE', (row) => inQuarter(row) && row.typeOperation === 'ACHAT_TITRE').length,
    );
  });

  it('gives each tab its own operations: PLS orders and miscellaneous movements', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const pls = await list(token, 'categorie=PLS&taille=100');
    expect(pls.body.total).toBe(expected(JDUPONT, 'PLS').length);
    expect(pls.body.contenu.every((row) => row.reference.startsWith('PLS'))).toBe(true);
    const misc = await list(token, 'categorie=DIVERSES&taille=100');
    const kinds = new Set(misc.body.contenu.map((row) => row.typeOperation));
    expect([...kinds].sort()).toEqual(['ATTRIBUTION_GRATUITE', 'DIVIDENDE', 'OST', 'TRANSFERT']);
  });

  it('shows a multi-account user only the chosen account', async () => {
    const token = await injectAccountToken(app(), 'mmartin01', 2002);
    const page = await list(token, 'categorie=BOURSE&taille=100');
    expect(page.body.total).toBe(expected('T2002-000102', 'BOURSE').length);
    expect(page.body.contenu.every((row) => row.valeIden === 20021)).toBe(true);
  });

  it('refuses a tab the account may not open (403) and keeps the others', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    await withModuleRefused(app(), 'histo_ordre_pls', async () => {
      const refused = await list(token, 'categorie=PLS');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ errorCode: 'habilitations.restriction.msg.n' });
      expect((await list(token, 'categorie=BOURSE')).status).toBe(200);
    });
  });

  it('refuses every call of the history to an account refused the group (suivi_operations)', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const order = expected(JDUPONT, 'BOURSE')[0]!;
    const pls = expected(JDUPONT, 'PLS')[0]!;
    const pending = expected(JDUPONT, 'BOURSE', (row) => row.statut === 'EN_ATTENTE')[0]!;
    await withModuleRefused(app(), 'suivi_operations', async () => {
      for (const url of [
        '/api/v1/business/operation/historique?categorie=BOURSE',
        '/api/v1/business/operation/historique/export?format=csv&categorie=BOURSE',
        `/api/v1/business/operation/detail-ordre-bourse?identifiantDemande=${order.idDemande}`,
        `/api/v1/business/operation/detail-ordre-exPLS?referenceOrdre=${pls.reference}`,
        `/api/v1/external/execution/details?reference=${order.reference}&idDemande=${order.idDemande}`,
      ]) {
        const refused = await injectWithToken(app(), token, { url });
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json(), url).toEqual({ errorCode: 'habilitations.restriction.msg.n' });
      }
      const cancel = await injectWithToken(app(), token, {
        method: 'POST',
        url: '/api/v1/business/operation/cancel-order',
        payload: { idDemande: pending.idDemande },
      });
      expect(cancel.statusCode).toBe(403);
    });
    expect((await list(token, 'categorie=BOURSE')).status).toBe(200);
  });

  it('answers bad input with 400 and the fields, and needs a login', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    for (const query of [
      'page=0',
      'categorie=AUTRE',
      'categorie=BOURSE&taille=500',
      'categorie=BOURSE&dateDebut=31-12-2025',
      'categorie=BOURSE&statut=FINI',
    ]) {
      const response = await list(token, query);
      expect(response.status, query).toBe(400);
      expect(response.body.errorCode).toBe('general.error.validation');
    }
    const anonymous = await app().inject({
      method: 'GET',
      url: '/api/v1/business/operation/historique?categorie=BOURSE',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
