import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_DECISIONS, ZApiError, ZReviewResult } from '@nomina/domain';
import { createDevReviewDeps } from './dev.deps';
import { reviewOldestOfLogin } from './dev-helpers.service';

/**
 * Non-production helper: decides, as the desk would and through the same service, the oldest
 * pending profile document or bank change of a demo login's accounts, without the desk credential.
 */
export async function profileReviewHelperRoutes(app: FastifyInstance) {
  const deps = createDevReviewDeps(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/desk/profil-review',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Accept or refuse the oldest pending document (or bank change) of a login, as the desk would',
        body: z.object({
          login: z.string().min(1).max(60),
          kind: z.enum(['document', 'bancaire']),
          decision: z.enum(REVIEW_DECISIONS),
        }),
        response: { 200: ZReviewResult, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => reviewOldestOfLogin(deps, request.body),
  );
}
