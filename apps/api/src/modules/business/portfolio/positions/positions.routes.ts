import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZPositions } from '@nomina/domain';
import { accountOf, requireModule } from '../../../../access';
import { readPositions } from './positions.service';
import { createPortfolioDeps } from '../portfolio.deps';

/** GET positions: the chosen account's employee fund units (the portefeuille and fonds modules). */
export async function positionsRoutes(app: FastifyInstance) {
  const deps = createPortfolioDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/positions',
    {
      preHandler: requireModule(app, 'portefeuille', 'fonds'),
      schema: {
        tags: ['business'],
        summary: 'Fund units of the chosen account, valued at the last net asset value',
        response: { 200: ZPositions, 401: ZApiError, 403: ZApiError, 409: ZApiError },
      },
    },
    (request) => readPositions(deps, accountOf(request)),
  );
}
