import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAcceptationPlan,
  ZAcceptationTokenRequest,
  ZApiError,
  ZEligibleOperationsQuery,
  ZOperationTokenResponse,
  ZUpdateResponseAcceptationRequest,
  ZUpdateResponseAcceptationResponse,
} from '@nomina/domain';
import { accountOf, requireModule } from '../../../access';
import { callerOf } from '../password-confirm/password-confirm.deps';
import { createAcceptanceDeps } from './acceptance.deps';
import { answerPlan, listEligiblePlans, requestAcceptanceToken } from './acceptance.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** Rights-plan acceptance (spec 2 §2 Acceptance flow, §7 Acceptance and operations). */
export async function acceptationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireModule(app, 'e_acceptation');
  const deps = createAcceptanceDeps(app);

  routes.get(
    '/operation/eligible-operations',
    {
      preHandler: guard,
      schema: {
        tags: ['business'],
        summary: 'The plans offered to the chosen account, still open and not answered yet',
        querystring: ZEligibleOperationsQuery,
        response: { 200: z.array(ZAcceptationPlan), ...errors },
      },
    },
    async (request) => listEligiblePlans(deps, accountOf(request).tituNume),
  );

  routes.post(
    '/operation/acceptation-token',
    {
      preHandler: guard,
      schema: {
        tags: ['business'],
        summary: 'A single-use token for accepting (true) or refusing (false) a plan; status is the token',
        body: ZAcceptationTokenRequest,
        response: { 200: ZOperationTokenResponse, ...errors },
      },
    },
    async (request) => ({ status: await requestAcceptanceToken(deps, callerOf(request), request.body) }),
  );

  routes.post(
    '/operation/update-response-acceptation',
    {
      preHandler: guard,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['business'],
        summary: 'Records the plan answer the token carries, after the password check',
        body: ZUpdateResponseAcceptationRequest,
        response: { 200: ZUpdateResponseAcceptationResponse, ...errors },
      },
    },
    async (request) => answerPlan(deps, callerOf(request), request.body),
  );
}
