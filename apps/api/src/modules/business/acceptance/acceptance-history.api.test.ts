import { expect, it } from 'vitest';
import { acceptanceRequestId, type THistoriquePage } from '@nomina/domain';
import { injectAccountToken } from '../../../testing/account-token';
import { DEMO_PASSWORD, injectWithToken } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';

describeApi('an answered plan is a miscellaneous operation of the history (issue 16 §3)', (app) => {
  const post = (token: string, url: string, payload: object) =>
    injectWithToken(app(), token, { method: 'POST', url: `/api/v1/business/${url}`, payload });
  const miscellaneous = async (token: string) => {
    const response = await injectWithToken(app(), token, {
      url: '/api/v1/business/operation/historique?categorie=DIVERSES&page=0&taille=50',
    });
    expect(response.statusCode).toBe(200);
    return response.json() as THistoriquePage;
  };
  const answerPlan = async (
    token: string,
    idAcceptationPlan: number,
    reponse: boolean,
    password = DEMO_PASSWORD,
  ) => {
    const issued = await post(token, 'operation/acceptation-token', { idAcceptationPlan, reponse });
    const operationToken = (issued.json() as { status: string }).status;
    return post(token, 'operation/update-response-acceptation', {
      password,
      operationToken,
      natureDemande: 'ACCEPTATION_PLAN',
    });
  };

  it('an accepted and a refused plan appear with their status; a refused password writes nothing', async () => {
    const jean = await injectAccountToken(app(), 'jdupont01');
    const before = (await miscellaneous(jean)).total;

    expect((await answerPlan(jean, 102, true, 'Wrong#Password1')).statusCode).toBe(403);
    expect((await miscellaneous(jean)).total).toBe(before);

    expect((await answerPlan(jean, 101, true)).statusCode).toBe(200);
    expect((await answerPlan(jean, 103, false)).statusCode).toBe(200);
    const page = await miscellaneous(jean);
    expect(page.total).toBe(before + 2);
    const lines = page.contenu.filter((line) => line.typeOperation === 'ACCEPTATION_PLAN');
    expect(lines.find((line) => line.idDemande === acceptanceRequestId(101, 'T1001-000101'))).toMatchObject({
      categorie: 'DIVERSES',
      statut: 'ACCEPTE',
      montantNet: 0,
    });
    expect(lines.find((line) => line.idDemande === acceptanceRequestId(103, 'T1001-000101'))).toMatchObject({
      statut: 'REFUSE',
    });
  });
});
