import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  ZApiError,
  ZSupportReply,
  ZSupportRequestDetail,
  ZSupportRequestSummary,
} from '@nomina/domain';
import { badRequest } from '../../lib/app-error';
import { sendAttachment } from '../../lib/send-attachment';
import {
  SUPPORT_BODY_LIMIT,
  SUPPORT_MULTIPART_LIMITS,
  answerSupportRequest,
  readSupportUpload,
} from '../business';
import { requireDeskCredential } from './desk-credential';
import { createDeskDeps } from './desk.deps';
import { closeDeskRequest, openRequests, requestFile, requestThread } from './desk.service';
import { orderFundsRoutes } from './order-funds/order-funds.routes';
import { profileReviewRoutes } from './profile-review/profile-review.routes';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError, 413: ZApiError };
const ZId = z.object({ idDemande: z.uuid() });
const ZFileId = z.object({ idFichier: z.uuid() });
const ZDeskRequest = ZSupportRequestSummary.extend({
  nom: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  tituNume: z.string().nullable(),
});

/**
 * The registrar's support desk API (/api/v1/desk), for the desk's own tool: the open requests,
 * a thread, an answer with text and files, closing, a thread's file; the profile's review
 * (/profil, decision 013); the funds of orders paid by transfer or cheque (/ordres).
 * Bearer DESK_API_TOKEN only.
 */
export async function deskModule(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createDeskDeps(app);
  app.addHook('onRequest', requireDeskCredential(app.config.DESK_API_TOKEN));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(multipart, { throwFileSizeLimit: false, limits: SUPPORT_MULTIPART_LIMITS });
  await app.register(profileReviewRoutes, { prefix: '/profil' });
  await app.register(orderFundsRoutes, { prefix: '/ordres' });

  routes.get(
    '/demandes',
    {
      schema: {
        tags: ['desk'],
        summary: 'Requests not closed, oldest activity first',
        response: { 200: z.array(ZDeskRequest), 401: ZApiError },
      },
    },
    async () => openRequests(deps),
  );

  routes.get(
    '/demandes/:idDemande',
    {
      schema: {
        tags: ['desk'],
        summary: 'A request and its thread',
        params: ZId,
        response: { 200: ZSupportRequestDetail, ...errors },
      },
    },
    async (request) => requestThread(deps, request.params.idDemande),
  );

  routes.post(
    '/demandes/:idDemande/reponse',
    {
      bodyLimit: SUPPORT_BODY_LIMIT,
      schema: {
        tags: ['desk'],
        summary: 'Answer a request: multipart `texte` and up to 3 `files`; the writer is told by e-mail',
        params: ZId,
        consumes: ['multipart/form-data'],
        response: { 200: ZSupportRequestDetail, ...errors },
      },
    },
    async (request) => {
      const upload = await readSupportUpload(request);
      const parsed = ZSupportReply.safeParse({ texte: upload.fields.texte });
      if (!parsed.success)
        throw badRequest(ERROR_CODES.validation, { texte: parsed.error.issues[0]!.message });
      return answerSupportRequest(deps.selfcare, request.params.idDemande, parsed.data.texte, upload.files);
    },
  );

  routes.post(
    '/demandes/:idDemande/cloture',
    {
      schema: {
        tags: ['desk'],
        summary: 'Close a request',
        params: ZId,
        response: { 200: ZSupportRequestDetail, ...errors },
      },
    },
    async (request) => closeDeskRequest(deps, request.params.idDemande),
  );

  routes.get(
    '/fichiers/:idFichier',
    {
      schema: {
        tags: ['desk'],
        summary: 'A file of a request or an answer (download, its sniffed type only)',
        description: 'The bytes as an attachment; 404 general.error.notfound for an unknown file.',
        params: ZFileId,
      },
    },
    async (request, reply) => sendAttachment(reply, await requestFile(deps, request.params.idFichier)),
  );
}
