import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZGedByCode, ZGedCategory, ZGedDocWithContent } from '@nomina/domain';
import { accountOf } from '../../../access';
import { createDocumentDeps } from './documentation.deps';
import { downloadGedDocument, downloadGedDocumentByCode, listGedDocuments } from './ged.service';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

/** The GED (document store) of the token's holder: statements, tax reports, operation notices. */
export async function gedRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createDocumentDeps(app);

  routes.get(
    '/ged/docs',
    {
      schema: {
        tags: ['external'],
        summary: 'The holder’s documents by category and document code, newest first',
        response: { 200: z.array(ZGedCategory), ...errors },
      },
    },
    async (request) => listGedDocuments(deps, accountOf(request).tituNume),
  );

  routes.get(
    '/ged/download',
    {
      schema: {
        tags: ['external'],
        summary: 'One of the holder’s documents with its PDF content (base64)',
        querystring: z.object({ uuid: z.uuid() }),
        response: { 200: ZGedDocWithContent, ...errors },
      },
    },
    async (request) => downloadGedDocument(deps, accountOf(request).tituNume, request.query.uuid),
  );

  routes.get(
    '/ged/downloadDocGedByCode',
    {
      schema: {
        tags: ['external'],
        summary: 'The holder’s newest document of a code (e.g. an operation notice) in a language',
        querystring: z.object({
          codeDocument: z.string().min(1).max(64),
          langue: z.string().regex(/^[A-Za-z]{2,3}$/),
        }),
        response: { 200: ZGedByCode, ...errors },
      },
    },
    async (request) =>
      downloadGedDocumentByCode(
        deps,
        accountOf(request).tituNume,
        request.query.codeDocument,
        request.query.langue,
      ),
  );
}
