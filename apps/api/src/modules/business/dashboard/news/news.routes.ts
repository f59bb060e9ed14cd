import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZNews, ZNewsQuery } from '@nomina/domain';
import { accountOf } from '../../../../access';
import { readNews } from './news.service';
import { createDashboardDeps } from '../dashboard.deps';

/** GET news?codeLangue: the news of the chosen account's issuer and of the registrar. */
export async function newsRoutes(app: FastifyInstance) {
  const deps = createDashboardDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/news',
    {
      schema: {
        tags: ['business'],
        summary: "News of the chosen account's issuer and of the registrar (French when not translated)",
        querystring: ZNewsQuery,
        response: { 200: z.array(ZNews), 400: ZApiError, 401: ZApiError, 409: ZApiError },
      },
    },
    (request) => readNews(deps, accountOf(request).emetIden, request.query.codeLangue),
  );
}
