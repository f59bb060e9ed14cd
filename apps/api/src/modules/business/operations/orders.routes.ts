import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZOrderTokenRequest,
  ZOrderTokenResponse,
  ZOrderValidateRequest,
  ZOrderValidateResponse,
  ZSimulation,
  ZSimulationRequest,
} from '@nomina/domain';
import { authOf } from '../../../plugins/auth';
import { accountOf } from '../../../access';
import { callerOf, createPasswordConfirmDeps } from '../password-confirm/password-confirm.deps';
import { confirmPassword } from '../password-confirm/password-confirm.service';
import { createOperationsDeps } from './deps';
import { issueOrderToken, simulateOrder, validateOrder } from './order-place.service';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  422: ZApiError,
};

/**
 * Placing an order (spec 3 §4; spec 2 §4 password modal): simulation, a token bound to the order
 * and its amounts, then validate with the password and an Idempotency-Key header.
 */
export async function ordersRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createOperationsDeps(app);
  const passwords = createPasswordConfirmDeps(app);
  const tags = ['business'];
  routes.post(
    '/operation/simulation',
    {
      schema: {
        tags,
        summary: 'Amounts of a draft order, after every guard',
        body: ZSimulationRequest,
        response: { 200: ZSimulation, ...errors },
      },
    },
    (request) => simulateOrder(deps, accountOf(request), request.body.ordre),
  );
  routes.post(
    '/operation/token',
    {
      schema: {
        tags,
        summary: 'A single-use token bound to the order and its amounts, to confirm with the password',
        body: ZOrderTokenRequest,
        response: { 200: ZOrderTokenResponse, ...errors },
      },
    },
    (request) =>
      issueOrderToken(
        deps,
        { account: accountOf(request), userId: authOf(request).userId },
        request.body.natureDemande,
        request.body.ordre,
      ),
  );
  routes.post(
    '/operation/validate',
    {
      config: { rateLimit: { max: app.config.ORDER_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Confirms an order with the password (header Idempotency-Key); records it and answers its refDemande',
        body: ZOrderValidateRequest,
        response: { 200: ZOrderValidateResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const header = request.headers['idempotency-key'];
      return validateOrder(
        deps,
        {
          account: accountOf(request),
          userId: authOf(request).userId,
          idempotencyKey: Array.isArray(header) ? header[0] : header,
          confirmPassword: (password) => confirmPassword(passwords, callerOf(request), password),
        },
        request.body,
      );
    },
  );
}
