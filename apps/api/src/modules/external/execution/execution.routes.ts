import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, ZApiError, ZExecutionDetails } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { accountOf } from '../../../access';
import { findExecutions, findOwnOperation } from '../../business/history/history.service';
import { assertCategorieOpen } from '../../../access';

/** execution/details: the broker's executions of one of the holder's orders. */
export async function executionRoutes(app: FastifyInstance) {
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
    async (request) => {
      const account = accountOf(request);
      const order = await findOwnOperation(app.db, account.tituNume, { idDemande: request.query.idDemande });
      if (order.reference !== request.query.reference) throw new AppError(404, ERROR_CODES.notFound);
      await assertCategorieOpen(app, account, order.categorie);
      return { reference: order.reference, executions: await findExecutions(app.db, order.idDemande) };
    },
  );
}
