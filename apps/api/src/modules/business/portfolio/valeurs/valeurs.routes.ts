import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZValeur, ZValeurDetails, ZValeurDetailsQuery } from '@nomina/domain';
import { accountOf, requireAnyModule } from '../../../../access';
import { readValeurDetails, readValeurs } from './valeurs.service';
import { createPortfolioDeps } from '../portfolio.deps';

/**
 * The pages that read the securities and their quotes (spec 3 §6): the quotes page, buying,
 * selling, the portfolio's details and the history's filter. An account that may open none of
 * them is refused.
 */
export const QUOTE_READERS = [
  'cotation_valeur',
  'operation_acheter',
  'operation_vendre',
  'titres',
  'droits',
  'fonds',
  'histo_ope_bourse',
  'histo_ordre_pls',
  'histo_ope_diverses',
];

/** GET operation/valeurs and operation/valeur-details: the quotes of the chosen account's issuer. */
export async function valeursRoutes(app: FastifyInstance) {
  const deps = createPortfolioDeps(app);
  const preHandler = requireAnyModule(app, ...QUOTE_READERS);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/operation/valeurs',
    {
      schema: {
        tags: ['business'],
        summary: "Securities of the chosen account's issuer with their last quote",
        response: { 200: z.array(ZValeur), 401: ZApiError, 403: ZApiError, 409: ZApiError },
      },
      preHandler,
    },
    (request) => readValeurs(deps, accountOf(request)),
  );
  routes.get(
    '/operation/valeur-details',
    {
      schema: {
        tags: ['business'],
        summary: 'A security with its market, 30-day history and fee schedule',
        querystring: ZValeurDetailsQuery,
        response: {
          200: ZValeurDetails,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
      preHandler,
    },
    (request) => readValeurDetails(deps, accountOf(request), request.query),
  );
}
