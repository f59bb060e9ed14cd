import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { TModePaiement } from '@nomina/domain';
import { operations, orderRequests } from '../../../db/schema';
import { injectAccountToken } from '../../../testing/account-token';
import { injectWithToken } from '../../../testing/inject-login';
import { buyDraft, placeOrder } from '../../../testing/orders';
import { describeApi } from '../../../testing/test-app';

const DESK = 'desk-credential-for-funds-tests-0123456789';
const desk = { authorization: `Bearer ${DESK}` };

describeApi(
  'desk: the registrar records the funds of an order paid by transfer or cheque',
  (app) => {
    const funds = (refDemande: string, headers: Record<string, string> = desk) =>
      app().inject({ method: 'POST', url: `/api/v1/desk/ordres/${refDemande}/fonds`, headers });
    /** The execution engine's run, as the scheduler makes it (the non-production helper). */
    const runEngine = async () => {
      const run = await app().inject({ method: 'POST', url: '/api/v1/dev/execution/run', payload: {} });
      expect(run.statusCode).toBe(200);
    };
    const stateOf = async (idDemande: string) => {
      const [row] = await app()
        .db.select({ statut: operations.statut, statutPaiement: orderRequests.statutPaiement })
        .from(orderRequests)
        .innerJoin(operations, eq(operations.idDemande, orderRequests.idDemande))
        .where(eq(orderRequests.idDemande, idDemande));
      return row!;
    };
    /** A limit buy of jdupont01 at 42.20 (Aubépine trades at 42.18), paid that way. */
    const placeBuy = async (modePaiement: TModePaiement) => {
      const jean = await injectAccountToken(app(), 'jdupont01');
      const placed = await placeOrder(app(), jean, buyDraft({ quantite: 3, modePaiement }));
      expect(placed.statusCode, placed.body).toBe(200);
      return {
        jean,
        ...(placed.json() as { refDemande: string; idDemande: string; statutPaiement: string }),
      };
    };

    it('marks a transfer-paid buy paid once; the execution engine then executes it', async () => {
      const order = await placeBuy('VIREMENT');
      expect(order.statutPaiement).toBe('EN_ATTENTE_FONDS');
      await runEngine();
      expect(await stateOf(order.idDemande)).toEqual({
        statut: 'EN_ATTENTE',
        statutPaiement: 'EN_ATTENTE_FONDS',
      });

      const recorded = await funds(order.refDemande);
      expect(recorded.statusCode, recorded.body).toBe(200);
      expect(recorded.json()).toEqual({
        refDemande: order.refDemande,
        idDemande: order.idDemande,
        statutPaiement: 'PAYE',
      });
      expect(recorded.headers['cache-control']).toBe('no-store');
      expect((await stateOf(order.idDemande)).statutPaiement).toBe('PAYE');

      const again = await funds(order.refDemande);
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('payment.error.notDue');

      await runEngine();
      expect(await stateOf(order.idDemande)).toEqual({ statut: 'EXECUTE', statutPaiement: 'PAYE' });
    });

    it('refuses without the credential, an unknown or malformed reference, and an order not awaiting funds, writing nothing', async () => {
      const cheque = await placeBuy('CHEQUE');
      const refusals: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong' },
        { authorization: `Bearer ${cheque.jean}` },
      ];
      for (const headers of refusals) {
        const refused = await funds(cheque.refDemande, headers);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().errorCode).toBe('general.error.unauthorized');
      }
      expect((await stateOf(cheque.idDemande)).statutPaiement).toBe('EN_ATTENTE_FONDS');

      const unknown = await funds('ORD0000000W0000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorCode).toBe('general.error.notfound');
      for (const malformed of ['ORD%20x', 'ORD%00', 'a'.repeat(65)]) {
        const bad = await funds(malformed);
        expect(bad.statusCode, malformed).toBe(400);
        expect(bad.json().errorCode).toBe('general.error.validation');
      }

      // A card order waits for the provider, not for funds.
      const card = await placeBuy('CB');
      const byCard = await funds(card.refDemande);
      expect(byCard.statusCode).toBe(409);
      expect(byCard.json().errorCode).toBe('payment.error.notDue');
      expect((await stateOf(card.idDemande)).statutPaiement).toBe('A_PAYER');

      // A cancelled order no longer awaits its funds.
      const cancelled = await injectWithToken(app(), cheque.jean, {
        method: 'POST',
        url: '/api/v1/business/operation/cancel-order',
        payload: { idDemande: cheque.idDemande },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const late = await funds(cheque.refDemande);
      expect(late.statusCode).toBe(409);
      expect(late.json().errorCode).toBe('payment.error.notDue');
      expect(await stateOf(cheque.idDemande)).toEqual({
        statut: 'ANNULE',
        statutPaiement: 'EN_ATTENTE_FONDS',
      });
    });

    it('the non-production helper records funds through the same service', async () => {
      const order = await placeBuy('VIREMENT');
      const helper = (refDemande: string) =>
        app().inject({ method: 'POST', url: '/api/v1/dev/payments/funds-received', payload: { refDemande } });
      const recorded = await helper(order.refDemande);
      expect(recorded.statusCode, recorded.body).toBe(200);
      expect(recorded.json()).toEqual({ statutPaiement: 'PAYE' });
      expect((await stateOf(order.idDemande)).statutPaiement).toBe('PAYE');
      expect((await helper(order.refDemande)).json().errorCode).toBe('payment.error.notDue');
      expect((await funds(order.refDemande)).statusCode).toBe(409);
      expect((await helper('ORD0000000W0000000000')).statusCode).toBe(404);
    });
  },
  { DESK_API_TOKEN: DESK },
);
