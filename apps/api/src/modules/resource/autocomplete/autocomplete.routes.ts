import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZIssuer } from '@nomina/domain';
import { searchMigratedIssuers } from './autocomplete.service';
import { createResourceDeps } from '../resource.deps';

const ZQuery = z.object({
  /** Text typed by the user, or '*' for the whole list. */
  expression: z.string().trim().min(1).max(100),
  theme: z.coerce.number().int().min(1).max(9999).default(1),
});

export async function autocompleteRoutes(app: FastifyInstance) {
  const deps = createResourceDeps(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/autocomplete/emetteursMigres/:lang',
    {
      schema: {
        tags: ['resource'],
        summary: 'Migrated issuers matching an expression ("*" for all) for a theme',
        params: z.object({ lang: z.string().min(1).max(8) }),
        querystring: ZQuery,
        response: { 200: z.array(ZIssuer), 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      searchMigratedIssuers(deps, {
        lang: request.params.lang,
        expression: request.query.expression,
        themeId: request.query.theme,
      }),
  );
}
