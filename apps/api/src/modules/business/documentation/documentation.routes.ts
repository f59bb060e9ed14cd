import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, ZApiError, ZDocumentFile, ZDocumentTypeEntry, ZQueryIdInt4 } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { accountOf } from '../access/account-scope';
import { documentBase64 } from './document-content';
import { findGenericDocument, listGenericDocuments, toEntry, toIso2, toIso3 } from './documentation.service';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

/** The generic documentation (spec 3 §2 Documentation page, general tab): catalogue and files. */
export async function documentsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/typeDocument',
    {
      schema: {
        tags: ['business'],
        summary:
          'Generic documents (terms, fees, plan rules, guides) of the account’s issuer, every language',
        response: { 200: z.array(ZDocumentTypeEntry), ...errors },
      },
    },
    async (request) => listGenericDocuments(app.db, accountOf(request).emetIden),
  );

  routes.get(
    '/files',
    {
      schema: {
        tags: ['business'],
        summary: 'One generic document in one language, with its PDF content (base64)',
        querystring: z.object({
          docId: ZQueryIdInt4,
          codeLangue: z.string().regex(/^[A-Za-z]{2,3}$/),
          codeDoc: z
            .string()
            .max(64)
            .optional()
            .describe('Accepted as the page sends it; docId names the document'),
        }),
        response: { 200: ZDocumentFile, ...errors },
      },
    },
    async (request) => {
      const { emetIden } = accountOf(request);
      const iso3 = toIso3(request.query.codeLangue);
      const row = iso3 ? await findGenericDocument(app.db, emetIden, request.query.docId, iso3) : undefined;
      if (!row) throw new AppError(404, ERROR_CODES.notFound);
      return { ...toEntry(row), documentContent: await documentBase64(app, row, toIso2(row.langueIso3)) };
    },
  );
}
