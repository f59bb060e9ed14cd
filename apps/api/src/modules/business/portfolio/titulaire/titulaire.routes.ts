import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZTitulaire } from '@nomina/domain';
import { authOf } from '../../../../access';
import { readTitulaire } from './titulaire.service';
import { createPortfolioDeps } from '../portfolio.deps';

/** GET titulaire: the holder of the token's chosen account, never anyone else's. */
export async function titulaireRoutes(app: FastifyInstance) {
  const deps = createPortfolioDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/titulaire',
    {
      // The holder's own identity is part of the login sequence (account choice stores it before
      // the terms page); everything else waits for the terms (decision 012).
      config: { allowsPendingTerms: true },
      schema: {
        tags: ['business'],
        summary: 'Holder of the chosen account',
        response: { 200: ZTitulaire, 401: ZApiError, 409: ZApiError },
      },
    },
    (request) => readTitulaire(deps, authOf(request).tituNume),
  );
}
