import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZCancelOrderBody, ZDetailOrdre, ZHistoriquePage, ZHistoriqueQuery } from '@nomina/domain';
import { createPaymentsDeps } from '../../external/payments/deps';
import { refundClosedRequest } from '../../external/payments/refunds.service';
import { accountOf } from '../access/account-scope';
import { cancelOrder, findHistoryPage, findOwnOperation, toDetail } from './history.service';
import { assertCategorieOpen } from './module-guard';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/**
 * The holder's operation history (spec 3 §2 Operations history container): the paged list of a
 * tab, an order's details and the cancel of a pending order. Always the token's account only.
 */
export async function historiqueRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const payments = createPaymentsDeps(app);

  routes.get(
    '/operation/historique',
    {
      schema: {
        tags: ['business'],
        summary: 'One page of the history of a tab (BOURSE, PLS, DIVERSES), newest first',
        querystring: ZHistoriqueQuery,
        response: { 200: ZHistoriquePage, ...errors },
      },
    },
    async (request) => {
      const account = accountOf(request);
      await assertCategorieOpen(app, account, request.query.categorie);
      return findHistoryPage(app.db, account.tituNume, request.query);
    },
  );

  routes.get(
    '/operation/detail-ordre-bourse',
    {
      schema: {
        tags: ['business'],
        summary: 'Details of one of the holder’s operations by request id, with its executions',
        querystring: z.object({ identifiantDemande: z.string().min(1).max(64) }),
        response: { 200: ZDetailOrdre, ...errors },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const row = await findOwnOperation(app.db, account.tituNume, {
        idDemande: request.query.identifiantDemande,
      });
      await assertCategorieOpen(app, account, row.categorie);
      return toDetail(app.db, row);
    },
  );

  routes.get(
    '/operation/detail-ordre-exPLS',
    {
      schema: {
        tags: ['business'],
        summary: 'Details of one of the holder’s ex-PlanetShares orders by order reference',
        querystring: z.object({ referenceOrdre: z.string().min(1).max(64) }),
        response: { 200: ZDetailOrdre, ...errors },
      },
    },
    async (request) => {
      const account = accountOf(request);
      await assertCategorieOpen(app, account, 'PLS');
      const row = await findOwnOperation(app.db, account.tituNume, {
        reference: request.query.referenceOrdre,
        categorie: 'PLS',
      });
      return toDetail(app.db, row);
    },
  );

  routes.post(
    '/operation/cancel-order',
    {
      schema: {
        tags: ['business'],
        summary: 'Cancel one of the holder’s pending orders; 409 when it can no longer be cancelled',
        body: ZCancelOrderBody,
        response: { 200: ZDetailOrdre, ...errors },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const row = await findOwnOperation(app.db, account.tituNume, { idDemande: request.body.idDemande });
      await assertCategorieOpen(app, account, row.categorie);
      const cancelled = await cancelOrder(app.db, account.tituNume, row.idDemande);
      // What the order had paid goes back at once (the engine's sweep retries a refused refund).
      await refundClosedRequest(payments, cancelled.idDemande);
      return toDetail(app.db, cancelled);
    },
  );
}
