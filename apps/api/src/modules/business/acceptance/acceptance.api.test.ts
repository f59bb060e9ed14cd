import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { OPERATION_ERRORS, type TAcceptationPlan } from '@nomina/domain';
import { acceptanceResponses } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { DEMO_PASSWORD, injectWithToken } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';
import { orderToken, sellDraft, validateOrder } from '../../../testing/orders';

describeApi(
  'business operation: plan acceptance and password confirmation',
  (app) => {
    const get = (token: string, url: string) =>
      injectWithToken(app(), token, { url: `/api/v1/business/${url}` });
    const post = (token: string, url: string, payload: object) =>
      injectWithToken(app(), token, { method: 'POST', url: `/api/v1/business/${url}`, payload });
    const eligible = async (token: string) =>
      (await get(token, 'operation/eligible-operations?codeLangue=fr')).json() as TAcceptationPlan[];
    const tokenFor = async (token: string, idAcceptationPlan: number, reponse: boolean) => {
      const response = await post(token, 'operation/acceptation-token', { idAcceptationPlan, reponse });
      expect(response.statusCode).toBe(200);
      return (response.json() as { status: string }).status;
    };
    const answer = (token: string, operationToken: string, password = DEMO_PASSWORD) =>
      post(token, 'operation/update-response-acceptation', {
        password,
        operationToken,
        natureDemande: 'ACCEPTATION_PLAN',
      });

    it('lists the open, unanswered plans of the chosen account with their documents', async () => {
      const jean = await injectAccountToken(app(), 'jdupont01');
      const plans = await eligible(jean);
      expect(plans.map((plan) => plan.idAcceptationPlan)).toEqual([101, 102, 103]);
      const [aga, options, bce] = plans;
      expect(aga).toMatchObject({ typePlan: 'DROIT AAG', prixExercice: 0, indicateurDisclaimer: true });
      expect(aga!.dateAcquisition).not.toBeNull();
      expect(aga!.documents.map((doc) => doc.documentLangueIso3).sort()).toEqual([
        'ENG',
        'ENG',
        'FRA',
        'FRA',
      ]);
      expect(options).toMatchObject({ typePlan: 'OPTION', documentGed: 'RELEVE_TRIMESTRIEL' });
      expect(options!.prixExercice).toBeGreaterThan(0);
      expect(bce!.documents).toHaveLength(2);
      const marie = await injectAccountToken(app(), 'mmartin01', 2002);
      expect((await eligible(marie)).map((plan) => plan.idAcceptationPlan)).toEqual([201]);
    });

    it('a plan document downloads through business/files', async () => {
      const jean = await injectAccountToken(app(), 'jdupont01');
      const [, , bce] = await eligible(jean);
      const doc = bce!.documents.find((entry) => entry.documentLangueIso3 === 'FRA')!;
      const response = await get(jean, `files?docId=${doc.documentId}&codeLangue=fr`);
      expect(response.statusCode).toBe(200);
      expect(Buffer.from(response.json().documentContent, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    });

    it('an acceptance token works once and only for its holder and plan', async () => {
      const jean = await injectAccountToken(app(), 'jdupont01');
      const operationToken = await tokenFor(jean, 101, true);
      // Another holder cannot use it.
      const marie = await injectAccountToken(app(), 'mmartin01', 2002);
      const stolen = await answer(marie, operationToken);
      expect(stolen.statusCode).toBe(403);
      expect(stolen.json().errorCode).toBe(OPERATION_ERRORS.tokenInvalid);
      // Nor for a stock operation.
      const asStock = await post(jean, 'operation/validate', {
        password: DEMO_PASSWORD,
        operationToken,
        natureDemande: 'VENTE_TITRE',
      });
      expect(asStock.statusCode).toBe(403);
      const first = await answer(jean, operationToken);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ status: 'valid', idAcceptationPlan: 101, reponse: 'O' });
      const again = await answer(jean, operationToken);
      expect(again.statusCode).toBe(403);
      const rows = await app()
        .db.select()
        .from(acceptanceResponses)
        .where(
          and(
            eq(acceptanceResponses.idAcceptationPlan, 101),
            eq(acceptanceResponses.tituNume, 'T1001-000101'),
          ),
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.reponse).toBe('O');
      expect(rows[0]!.answeredAt).toBeInstanceOf(Date);
      expect((await eligible(jean)).map((plan) => plan.idAcceptationPlan)).toEqual([102, 103]);
    });

    it('an answered plan cannot be answered again (409), even with a token asked before', async () => {
      const jean = await injectAccountToken(app(), 'jdupont01');
      const early = await tokenFor(jean, 103, false);
      const second = await tokenFor(jean, 103, true);
      expect((await answer(jean, early)).json()).toMatchObject({ reponse: 'N' });
      const late = await answer(jean, second);
      expect(late.statusCode).toBe(409);
      expect(late.json().errorCode).toBe(OPERATION_ERRORS.alreadyAnswered);
      const asked = await post(jean, 'operation/acceptation-token', {
        idAcceptationPlan: 103,
        reponse: true,
      });
      expect(asked.statusCode).toBe(409);
    });

    it("another holder's plan is 404; bad input is 400 and writes nothing", async () => {
      const jean = await injectAccountToken(app(), 'jdupont01');
      const other = await post(jean, 'operation/acceptation-token', {
        idAcceptationPlan: 201,
        reponse: true,
      });
      expect(other.statusCode).toBe(404);
      for (const payload of [
        { idAcceptationPlan: '102', reponse: true },
        { idAcceptationPlan: 102, reponse: 'O' },
        { idAcceptationPlan: -1, reponse: true },
        {},
      ]) {
        const response = await post(jean, 'operation/acceptation-token', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().errorCode).toBe('general.error.validation');
      }
      const blank = await post(jean, 'operation/update-response-acceptation', {
        password: '',
        operationToken: 'x'.repeat(40),
      });
      expect(blank.statusCode).toBe(400);
      const count = await app()
        .db.select()
        .from(acceptanceResponses)
        .where(eq(acceptanceResponses.tituNume, 'T1001-000101'));
      expect(count.map((row) => row.idAcceptationPlan).sort()).toEqual([101, 103]);
    });

    it('a wrong password is refused inline and keeps the token; a stock validation returns refDemande', async () => {
      const jean = await injectAccountToken(app(), 'jdupont01');
      const operationToken = await tokenFor(jean, 102, true);
      const wrong = await answer(jean, operationToken, 'Wrong#Password1');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({
        errorCode: OPERATION_ERRORS.wrongPassword,
        fields: { remainingAttempts: '2' },
      });
      expect((await answer(jean, operationToken)).statusCode).toBe(200);
      // A stock order now records a real order (operations area): its token is spent once too.
      const draft = sellDraft();
      const { operationToken: stockToken } = await orderToken(app(), jean, draft);
      const validated = await validateOrder(app(), jean, draft, stockToken);
      expect(validated.statusCode).toBe(200);
      expect(validated.json().refDemande).toMatch(/^ORD/);
      const replay = await validateOrder(app(), jean, draft, stockToken);
      expect(replay.statusCode).toBe(403);
    });

    it("a blank password is refused with the modal's key and counts no attempt", async () => {
      const marie = await injectAccountToken(app(), 'mmartin01', 2002);
      const operationToken = await tokenFor(marie, 201, true);
      for (const blank of ['', '   ']) {
        const refused = await answer(marie, operationToken, blank);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ fields: { password: 'majpassword.text.empty' } });
      }
      const jean = await injectAccountToken(app(), 'jdupont01');
      const draft = sellDraft();
      const { operationToken: stockToken } = await orderToken(app(), jean, draft);
      const blankOrder = await post(jean, 'operation/validate', {
        password: ' ',
        operationToken: stockToken,
        natureDemande: draft.natureDemande,
      });
      expect(blankOrder.json()).toMatchObject({ fields: { password: 'majpassword.text.empty' } });
      // The blanks cost nothing: the first wrong password still leaves two more.
      const wrong = await answer(marie, operationToken, 'Wrong#Password1');
      expect(wrong.json()).toMatchObject({ fields: { remainingAttempts: '2' } });
    });

    it('the attempt limit of the login revokes the session', async () => {
      const thomas = await injectAccountToken(app(), 'tmercier01');
      const operationToken = await tokenFor(thomas, 301, true);
      for (const remaining of ['2', '1']) {
        const wrong = await answer(thomas, operationToken, 'Wrong#Password1');
        expect(wrong.json()).toMatchObject({ fields: { remainingAttempts: remaining } });
      }
      const last = await answer(thomas, operationToken, 'Wrong#Password1');
      expect(last.statusCode).toBe(403);
      expect(last.json().errorCode).toBe(OPERATION_ERRORS.attemptsExhausted);
      const after = await get(thomas, 'operation/eligible-operations');
      expect(after.statusCode).toBe(401);
      // He can still sign in again: the session ended, the account is not locked.
      const again = await injectAccountToken(app(), 'tmercier01');
      expect((await eligible(again)).map((plan) => plan.idAcceptationPlan)).toEqual([301]);
    });
  },
  { MAX_PASSWORD_ATTEMPTS: '3' },
);
