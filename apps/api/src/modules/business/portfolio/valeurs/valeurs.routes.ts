import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZValeur, ZValeurDetails, ZValeurDetailsQuery } from '@nomina/domain';
import { accountOf } from '../../../../access';
import { readValeurDetails, readValeurs } from './valeurs.service';
import { createPortfolioDeps } from '../portfolio.deps';

/** GET operation/valeurs and operation/valeur-details: the quotes of the chosen account's issuer. */
export async function valeursRoutes(app: FastifyInstance) {
  const deps = createPortfolioDeps(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/operation/valeurs',
    {
      schema: {
        tags: ['business'],
        summary: "Securities of the chosen account's issuer with their last quote",
        response: { 200: z.array(ZValeur), 401: ZApiError, 409: ZApiError },
      },
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
        response: { 200: ZValeurDetails, 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    (request) => readValeurDetails(deps, accountOf(request), request.query),
  );
}
