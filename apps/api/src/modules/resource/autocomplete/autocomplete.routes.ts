import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, ZApiError, ZIssuer, normaliseLanguage } from '@nomina/domain';
import { notFound } from '../../../lib/app-error';
import { themeExists } from '../theme/theme.service';
import { searchMigratedIssuers } from './autocomplete.service';

const ZQuery = z.object({
  /** Text typed by the user, or '*' for the whole list. */
  expression: z.string().trim().min(1).max(100),
  theme: z.coerce.number().int().min(1).max(9999).default(1),
});

export async function autocompleteRoutes(app: FastifyInstance) {
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
    async (request) => {
      if (!normaliseLanguage(request.params.lang)) throw notFound(ERROR_CODES.unknownLanguage);
      if (!(await themeExists(app.db, request.query.theme))) throw notFound(ERROR_CODES.unknownTheme);
      return searchMigratedIssuers(app.db, request.query.expression, request.query.theme);
    },
  );
}
