import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZCancelOrderBody, ZDetailOrdre, ZHistoriquePage, ZHistoriqueQuery } from '@nomina/domain';
import { accountOf, requireModule } from '../../../access';
import { createHistoryDeps } from './history.deps';
import { cancelAndRefund, historyPage, orderDetail } from './history.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/**
 * The holder's operation history (spec 3 §2 Operations history container): the paged list of a
 * tab, an order's details and the cancel of a pending order. Always the token's account only.
 * Each needs the group's own module, `suivi_operations` (spec 3 §6), then its tab's (the service).
 */
export async function historiqueRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createHistoryDeps(app);
  const preHandler = requireModule(app, 'suivi_operations');

  routes.get(
    '/operation/historique',
    {
      preHandler,
      schema: {
        tags: ['business'],
        summary: 'One page of the history of a tab (BOURSE, PLS, DIVERSES), newest first',
        querystring: ZHistoriqueQuery,
        response: { 200: ZHistoriquePage, ...errors },
      },
    },
    async (request) => historyPage(deps, accountOf(request), request.query),
  );

  routes.get(
    '/operation/detail-ordre-bourse',
    {
      preHandler,
      schema: {
        tags: ['business'],
        summary: 'Details of one of the holder’s operations by request id, with its executions',
        querystring: z.object({ identifiantDemande: z.string().min(1).max(64) }),
        response: { 200: ZDetailOrdre, ...errors },
      },
    },
    async (request) => orderDetail(deps, accountOf(request), { idDemande: request.query.identifiantDemande }),
  );

  routes.get(
    '/operation/detail-ordre-exPLS',
    {
      preHandler,
      schema: {
        tags: ['business'],
        summary: 'Details of one of the holder’s ex-PlanetShares orders by order reference',
        querystring: z.object({ referenceOrdre: z.string().min(1).max(64) }),
        response: { 200: ZDetailOrdre, ...errors },
      },
    },
    async (request) =>
      orderDetail(deps, accountOf(request), { reference: request.query.referenceOrdre, categorie: 'PLS' }),
  );

  routes.post(
    '/operation/cancel-order',
    {
      preHandler,
      schema: {
        tags: ['business'],
        summary: 'Cancel one of the holder’s pending orders; 409 when it can no longer be cancelled',
        body: ZCancelOrderBody,
        response: { 200: ZDetailOrdre, ...errors },
      },
    },
    // What the order had paid goes back at once (the engine's sweep retries a refused refund).
    async (request) => cancelAndRefund(deps, accountOf(request), request.body.idDemande),
  );
}
