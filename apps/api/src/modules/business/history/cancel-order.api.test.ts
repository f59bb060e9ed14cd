import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { operations } from '../../../db/schema';
import { buildOperationSeeds } from '../../../db/seed/operations';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';

const seeded = buildOperationSeeds().map((entry) => entry.operation);
const find = (tituNume: string, categorie: string, statut: string) =>
  seeded.find((row) => row.tituNume === tituNume && row.categorie === categorie && row.statut === statut)!;

describeApi('business operation/cancel-order', (app) => {
  const cancel = (token: string, idDemande: string) =>
    injectWithToken(app(), token, {
      method: 'POST',
      url: '/api/v1/business/operation/cancel-order',
      payload: { idDemande },
    });
  const stored = async (idDemande: string) =>
    (await app().db.select().from(operations).where(eq(operations.idDemande, idDemande)))[0]!;

  it('cancels a pending order once; the second time is a 409', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const pending = find('T1001-000101', 'BOURSE', 'EN_ATTENTE');
    const first = await cancel(token, pending.idDemande);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ idDemande: pending.idDemande, statut: 'ANNULE', annulable: false });
    const afterFirst = await stored(pending.idDemande);
    expect(afterFirst.statut).toBe('ANNULE');
    expect(afterFirst.cancelledAt).not.toBeNull();

    const second = await cancel(token, pending.idDemande);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ errorCode: 'histo.cancel.error.notCancellable' });
    expect((await stored(pending.idDemande)).updatedAt).toEqual(afterFirst.updatedAt);

    const list = await injectWithToken(app(), token, {
      url: '/api/v1/business/operation/historique?categorie=BOURSE&statut=EN_ATTENTE',
    });
    expect(list.json().total).toBe(1);
  });

  it('cancels a pending PLS order too', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const pls = find('T1001-000101', 'PLS', 'EN_ATTENTE');
    expect((await cancel(token, pls.idDemande)).statusCode).toBe(200);
    expect((await stored(pls.idDemande)).statut).toBe('ANNULE');
  });

  it('refuses executed and in-progress orders with 409 and changes nothing', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    for (const statut of ['EXECUTE', 'EN_COURS', 'REJETE']) {
      const order = find('T1001-000101', 'BOURSE', statut);
      const before = await stored(order.idDemande);
      const response = await cancel(token, order.idDemande);
      expect(response.statusCode, statut).toBe(409);
      expect(response.json().errorCode).toBe('histo.cancel.error.notCancellable');
      expect(await stored(order.idDemande)).toEqual(before);
    }
  });

  it("answers 404 for another holder's order or an unknown one, and leaves it pending", async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const theirs = find('T1001-000102', 'BOURSE', 'EN_ATTENTE');
    const response = await cancel(token, theirs.idDemande);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorCode: 'general.error.notfound' });
    expect((await stored(theirs.idDemande)).statut).toBe('EN_ATTENTE');
    expect((await cancel(token, '0000')).statusCode).toBe(404);
    // Her own token on another of her accounts does not reach it either.
    const otherAccount = await injectAccountToken(app(), 'mmartin01', 3003);
    expect((await cancel(otherAccount, theirs.idDemande)).statusCode).toBe(404);
    expect((await stored(theirs.idDemande)).statut).toBe('EN_ATTENTE');
  });

  it('needs a body and a login', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const empty = await injectWithToken(app(), token, {
      method: 'POST',
      url: '/api/v1/business/operation/cancel-order',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('general.error.validation');
    const anonymous = await app().inject({
      method: 'POST',
      url: '/api/v1/business/operation/cancel-order',
      payload: { idDemande: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
