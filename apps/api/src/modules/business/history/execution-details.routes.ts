import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZExecutionDetails } from '@nomina/domain';
import { accountOf, requireModule } from '../../../access';
import { createHistoryDeps } from './history.deps';
import { executionDetails } from './history.service';

/**
 * external execution/details: the broker's executions of one of the holder's orders (served under
 * the external prefix, where the spec places it; see business's index). It needs the
 * suivi_operations module (spec 3 §6), then the order's tab's.
 */
export async function executionDetailsRoutes(app: FastifyInstance) {
  const deps = createHistoryDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/execution/details',
    {
      preHandler: requireModule(app, 'suivi_operations'),
      schema: {
        tags: ['external'],
        summary: 'Executions (fills) of one of the holder’s orders',
        querystring: z.object({ reference: z.string().min(1).max(64), idDemande: z.string().min(1).max(64) }),
        response: {
          200: ZExecutionDetails,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
    },
    (request) => executionDetails(deps, accountOf(request), request.query),
  );
}
