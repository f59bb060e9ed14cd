import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZSupportReply, ZSupportRequestDetail } from '@nomina/domain';
import { createDeskAnswerDeps } from './dev.deps';
import { answerAsDesk } from './dev-helpers.service';

/**
 * Non-production helper: answers (or closes) a request by its reference as the desk would,
 * through the same service as the desk API, without its credential.
 */
export async function deskHelperRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createDeskAnswerDeps(app);
  routes.post(
    '/desk/answer',
    {
      schema: {
        tags: ['dev'],
        summary: 'Answer a support request by reference as the desk would (close: true closes it after)',
        body: ZSupportReply.extend({ reference: z.string().min(1).max(40), close: z.boolean().optional() }),
        response: { 200: ZSupportRequestDetail, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => answerAsDesk(deps, request.body),
  );
}
