import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDENTITY_CHECK_ERRORS, ZApiError, ZJustif, type TErrorCode } from '@nomina/domain';
import { AppError } from '../../../../lib/app-error';
import { readMultipart } from '../../../../lib/read-multipart';
import { uploadByteLimits } from '../../../../lib/upload-limits';
import { requireModule } from '../../../../access';
import { actorOf, noStore } from '../profile-actor';
import { createDocumentsDeps } from './profile-documents.deps';
import { documentStatuses, fileDocument, type TUpload } from './profile-documents.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError, 413: ZApiError };

/** Reads the multipart body: one file and the type and subType fields. */
async function readUpload(request: FastifyRequest): Promise<TUpload> {
  if (!request.isMultipart()) throw new AppError(400, IDENTITY_CHECK_ERRORS.fileMissing as TErrorCode);
  const { fields, file } = await readMultipart(request);
  if (!file) throw new AppError(400, IDENTITY_CHECK_ERRORS.fileMissing as TErrorCode);
  const { name: fileName, bytes, truncated } = file;
  return { fileName, bytes, truncated, type: fields.type ?? '', subType: fields.subType ?? '' };
}

/** profile/upload-document and justif-status (spec 3 §7). */
export async function profileDocumentsRoutes(app: FastifyInstance) {
  noStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createDocumentsDeps(app);
  const byteLimits = uploadByteLimits(deps.boundsMb);
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fields: 4, files: 1, fieldSize: 100, fileSize: byteLimits.fileSize },
  });

  routes.post(
    '/profile/upload-document',
    {
      preHandler: requireModule(app, 'profil'),
      bodyLimit: byteLimits.bodyLimit,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['business'],
        summary: 'Files an identity, address or bank document (multipart file, type, subType)',
        consumes: ['multipart/form-data'],
        response: { 200: ZJustif, ...errors },
      },
    },
    async (request) => fileDocument(deps, actorOf(request), await readUpload(request)),
  );

  routes.get(
    '/justif-status',
    {
      preHandler: requireModule(app, 'profil'),
      schema: {
        tags: ['business'],
        summary: 'The filed documents and their review status',
        response: { 200: z.array(ZJustif), ...errors },
      },
    },
    async (request) => documentStatuses(deps, actorOf(request)),
  );
}
