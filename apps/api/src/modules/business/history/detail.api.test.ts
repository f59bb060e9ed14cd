import { expect, it } from 'vitest';
import type { TDetailOrdre } from '@nomina/domain';
import { buildOperationSeeds } from '../../../db/seed/operations';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';

const seeded = buildOperationSeeds();
const ofHolder = (tituNume: string) => seeded.filter((entry) => entry.operation.tituNume === tituNume);

describeApi('business operation details', (app) => {
  const get = (token: string, url: string) =>
    injectWithToken(app(), token, { url: `/api/v1/business/${url}` });

  it('gives an executed order with its executions and amounts', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const order = ofHolder('T1001-000101').find(
      (entry) => entry.operation.categorie === 'BOURSE' && entry.executions.length > 1,
    )!;
    const response = await get(
      token,
      `operation/detail-ordre-bourse?identifiantDemande=${order.operation.idDemande}`,
    );
    expect(response.statusCode).toBe(200);
    const detail: TDetailOrdre = response.json();
    expect(detail).toMatchObject({
      idDemande: order.operation.idDemande,
      statut: order.operation.statut,
      quantiteExecutee: order.operation.quantiteExecutee,
      annulable: false,
    });
    expect(detail.executions).toHaveLength(order.executions.length);
    expect(detail.executions.reduce((sum, fill) => sum + fill.quantite, 0)).toBe(detail.quantiteExecutee);
  });

  it('finds a PLS order by its order reference, and only PLS orders', async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const pls = ofHolder('T1001-000101').find((entry) => entry.operation.categorie === 'PLS')!.operation;
    const found = await get(token, `operation/detail-ordre-exPLS?referenceOrdre=${pls.reference}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      idDemande: pls.idDemande,
      categorie: 'PLS',
      typeOperation: pls.typeOperation,
    });
    const bourse = ofHolder('T1001-000101').find(
      (entry) => entry.operation.categorie === 'BOURSE',
    )!.operation;
    expect(
      (await get(token, `operation/detail-ordre-exPLS?referenceOrdre=${bourse.reference}`)).statusCode,
    ).toBe(404);
  });

  it("never shows another holder's operation: 404 and nothing else", async () => {
    const token = await injectAccountToken(app(), 'jdupont01');
    const theirs = ofHolder('T1001-000102');
    const order = theirs.find((entry) => entry.operation.categorie === 'BOURSE')!.operation;
    const pls = theirs.find((entry) => entry.operation.categorie === 'PLS')!.operation;
    for (const url of [
      `operation/detail-ordre-bourse?identifiantDemande=${order.idDemande}`,
      `operation/detail-ordre-exPLS?referenceOrdre=${pls.reference}`,
      'operation/detail-ordre-bourse?identifiantDemande=999',
    ]) {
      const response = await get(token, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ errorCode: 'general.error.notfound' });
    }
    // mmartin01 on another account of hers does not see her Aubépine account's orders either.
    const otherAccount = await injectAccountToken(app(), 'mmartin01', 2002);
    expect(
      (await get(otherAccount, `operation/detail-ordre-bourse?identifiantDemande=${order.idDemande}`))
        .statusCode,
    ).toBe(404);
    expect((await get(token, 'operation/detail-ordre-bourse')).statusCode).toBe(400);
  });
});
