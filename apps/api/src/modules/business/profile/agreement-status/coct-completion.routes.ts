import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZCoctCompletion } from '@nomina/domain';
import { accountOf } from '../../../../access';
import { profileDeps } from '../profile.deps';
import { readCoctCompletion } from './coct-completion.service';

/**
 * GET actionnaire/coct-info-completion-status: whether the chosen account's agreement is complete
 * (spec 3 §7 default { complete: false } when nothing is recorded).
 */
export async function coctCompletionRoutes(app: FastifyInstance) {
  const deps = profileDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/actionnaire/coct-info-completion-status',
    {
      schema: {
        tags: ['business'],
        summary: 'Whether the account agreement of the chosen account is complete',
        response: { 200: ZCoctCompletion, 401: ZApiError, 409: ZApiError },
      },
    },
    (request) => readCoctCompletion(deps, accountOf(request).tituNume),
  );
}
