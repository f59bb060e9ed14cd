import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZExecutionDetails, type THistoCategorie } from '@nomina/domain';
import { accountOf, assertCategorieOpen, type TAccountScope } from '../../../access';
import { executionDetails } from '../../business/history/history.service';

/** execution/details: the broker's executions of one of the holder's orders. */
export async function executionRoutes(app: FastifyInstance) {
  const deps = {
    db: app.db,
    assertOpen: (account: TAccountScope, categorie: THistoCategorie) =>
      assertCategorieOpen(app, account, categorie),
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/execution/details',
    {
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
