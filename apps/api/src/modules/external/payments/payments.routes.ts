import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LANGUAGES,
  ZApiError,
  ZLinxoOrderRequest,
  ZLinxoOrderResponse,
  ZLinxoOrderStatus,
  ZLinxoOrderStatusQuery,
  ZPaymentHistory,
  ZPaymentHistoryQuery,
  ZUrlCbRequest,
  ZUrlCbResponse,
} from '@nomina/domain';
import { accountOf } from '../../../access';
import { createPayingDeps, type TPaymentsOptions } from './deps';
import { linxoOrderStatus, startCardPayment, startLinxoPayment } from './payments.service';
import { paymentHistory } from './refunds.service';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  422: ZApiError,
};

/** The holder's language for the provider's page, from the browser's Accept-Language (fr by default). */
export function languageOf(request: FastifyRequest): string {
  const wanted = (request.headers['accept-language'] ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(wanted) ? wanted : 'fr';
}

/** The payment step's calls to the providers (spec 3 §7 External): card page, open-banking order and status. */
export async function paymentsRoutes(app: FastifyInstance, options: TPaymentsOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createPayingDeps(app, options.payables);
  const tags = ['external'];
  routes.post(
    '/paiement/url-cb',
    {
      schema: {
        tags,
        summary: "The provider's hosted card page for an order to pay",
        body: ZUrlCbRequest,
        response: { 200: ZUrlCbResponse, ...errors },
      },
    },
    (request) => startCardPayment(deps, accountOf(request), request.body.refDemande, languageOf(request)),
  );
  routes.post(
    '/paiement/linxo/orders',
    {
      schema: {
        tags,
        summary: "An open-banking payment order and the bank's consent page",
        body: ZLinxoOrderRequest,
        response: { 200: ZLinxoOrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startLinxoPayment(deps, accountOf(request), request.body.refDemande, languageOf(request));
    },
  );
  routes.get(
    '/paiement/linxo/order-status',
    {
      schema: {
        tags,
        summary: 'Status of an open-banking payment order',
        querystring: ZLinxoOrderStatusQuery,
        response: { 200: ZLinxoOrderStatus, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return linxoOrderStatus(deps, accountOf(request), request.query.orderId);
    },
  );
  routes.get(
    '/paiement/historique',
    {
      schema: {
        tags,
        summary: "The payments of one of the holder's requests, with their refunds",
        querystring: ZPaymentHistoryQuery,
        response: { 200: ZPaymentHistory, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return paymentHistory(deps, accountOf(request), request.query.idDemande);
    },
  );
}
