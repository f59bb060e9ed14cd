import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, ZApiError, ZGedByCode, ZGedCategory, ZGedDocWithContent } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { accountOf } from '../../../access';
import { documentBase64 } from '../../business/documentation/document-content';
import {
  findGedDocument,
  findGedDocumentByCode,
  listGedDocuments,
  toGedDoc,
  type TGedRecord,
} from './ged.service';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

const contentOf = (app: FastifyInstance, row: TGedRecord) =>
  documentBase64(
    app,
    { storageKey: row.storageKey, source: row.source, tituNume: row.tituNume },
    row.languageCode,
  );

/** The GED (document store) of the token's holder: statements, tax reports, operation notices. */
export async function gedRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/ged/docs',
    {
      schema: {
        tags: ['external'],
        summary: 'The holder’s documents by category and document code, newest first',
        response: { 200: z.array(ZGedCategory), ...errors },
      },
    },
    async (request) => listGedDocuments(app.db, accountOf(request).tituNume),
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
    async (request) => {
      const row = await findGedDocument(app.db, accountOf(request).tituNume, request.query.uuid);
      if (!row) throw new AppError(404, ERROR_CODES.notFound);
      return { ...toGedDoc(row), documentContent: await contentOf(app, row) };
    },
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
    async (request) => {
      const { codeDocument, langue } = request.query;
      const row = await findGedDocumentByCode(app.db, accountOf(request).tituNume, codeDocument, langue);
      if (!row) throw new AppError(404, ERROR_CODES.notFound);
      return { documentFileName: row.fileName, documentContent: await contentOf(app, row) };
    },
  );
}
