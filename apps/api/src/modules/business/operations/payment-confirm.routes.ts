import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZConfirmCbRequest, ZConfirmLinxoQuery, ZPaymentResult } from '@nomina/domain';
import { accountOf } from '../../../access';
import { confirmCardPayment, confirmLinxoPayment, createPayingDeps } from '../../external';
import { payables } from '../payables/payables';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/**
 * The payment step's confirmations (spec 3 §7 Business): an order counts as paid only when the
 * provider confirmed it server to server; what the browser's return URL says is not asked.
 */
export async function paymentConfirmRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createPayingDeps(app, payables);
  routes.post(
    '/operation/confirm-cb-payment',
    {
      schema: {
        tags: ['business'],
        summary: 'The card payment of an order, as the provider confirmed it',
        body: ZConfirmCbRequest,
        response: { 200: ZPaymentResult, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmCardPayment(deps, accountOf(request), request.body.refDemande);
    },
  );
  routes.post(
    '/operation/confirm-linxo-payment',
    {
      schema: {
        tags: ['business'],
        summary: 'The open-banking payment of an order, as the provider confirmed it (empty body)',
        querystring: ZConfirmLinxoQuery,
        body: z.unknown().optional(),
        response: { 200: ZPaymentResult, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmLinxoPayment(deps, accountOf(request), request.query);
    },
  );
}
