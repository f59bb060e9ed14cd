import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, ZApiError, ZAvoirs, ZAvoirsQuery } from '@nomina/domain';
import { AppError } from '../../../../lib/app-error';
import { accountOf } from '../../../../access';
import { readAvoirs } from './avoirs.service';
import { createPortfolioDeps } from '../portfolio.deps';

/** GET avoirs?emetIden&actiIden: the dashboard's valuation of the chosen account, and only of it. */
export async function avoirsRoutes(app: FastifyInstance) {
  const deps = createPortfolioDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/avoirs',
    {
      schema: {
        tags: ['business'],
        summary: 'Valuation of the chosen account split by type (securities, rights, funds)',
        querystring: ZAvoirsQuery,
        response: { 200: ZAvoirs, 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError },
      },
    },
    (request) => {
      const account = accountOf(request);
      const { emetIden, actiIden } = request.query;
      if (emetIden !== account.emetIden || actiIden !== account.actiIden) {
        throw new AppError(403, ERROR_CODES.unknownAccount);
      }
      return readAvoirs(deps, account);
    },
  );
}
