import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZDocumentFile, ZDocumentTypeEntry, ZQueryIdInt4 } from '@nomina/domain';
import { accountOf } from '../../../access';
import { createDocumentDeps } from './documentation.deps';
import { genericDocumentFile, listGenericDocuments } from './documentation.service';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

/** The generic documentation (spec 3 §2 Documentation page, general tab): catalogue and files. */
export async function documentsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createDocumentDeps(app);

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
    async (request) => listGenericDocuments(deps, accountOf(request)),
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
    async (request) => genericDocumentFile(deps, accountOf(request), request.query),
  );
}
