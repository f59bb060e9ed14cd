import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  ZApiError,
  ZCategoriesQuery,
  ZStatusLabel,
  ZSupportCategory,
  ZSupportContact,
  ZSupportReply,
  ZSupportRequestCreated,
  ZSupportRequestDetail,
  ZSupportRequestPayload,
  ZSupportRequestSummary,
  ZUnreadCount,
} from '@nomina/domain';
import { badRequest } from '../../../lib/app-error';
import { sendAttachment } from '../../../lib/send-attachment';
import { authOf } from '../../../plugins/auth';
import { checkBotToken } from '../../../adapters/bot-check';
import { accountOf } from '../../../access';
import { SUPPORT_BODY_LIMIT, SUPPORT_MULTIPART_LIMITS, readSupportUpload } from './attachments';
import { createSelfcareDeps } from './support.deps';
import {
  categoriesFor,
  contactPrefill,
  createRequest,
  listRequests,
  readRequest,
  replyToRequest,
  statusOf,
  unreadCount,
  userFile,
} from './support.service';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  413: ZApiError,
};
const ZIdDemande = z.object({ idDemande: z.uuid() });

function noStore(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** Parses a zod schema over multipart text fields, with the field names of the issues. */
function parseFields<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw badRequest(
      ERROR_CODES.validation,
      Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join('.') || 'payload', issue.message]),
      ),
    );
  return parsed.data;
}

/**
 * Support calls visitors may make (spec 3 §7 selfcare/categories, selfcare/demande): a bearer,
 * when sent, makes them a holder's calls.
 */
export async function selfcarePublicRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createSelfcareDeps(app);
  await app.register(multipart, { throwFileSizeLimit: false, limits: SUPPORT_MULTIPART_LIMITS });
  noStore(app);
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.requireAuth(request, reply);
  };

  routes.get(
    '/selfcare/categories',
    {
      schema: {
        tags: ['business'],
        summary: 'Categories of support requests, for visitors (pIndiLogged=false) or holders (true)',
        querystring: ZCategoriesQuery,
        response: { 200: z.array(ZSupportCategory), 400: ZApiError },
      },
    },
    async (request) => categoriesFor(deps, request.query.pIndiLogged),
  );

  routes.post(
    '/selfcare/demande',
    {
      onRequest: optionalAuth,
      bodyLimit: SUPPORT_BODY_LIMIT,
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['business'],
        summary: 'Send a support request: multipart `payload` (JWE of the form) and up to 3 `files`',
        description:
          'Files: PDF, PNG or JPEG told by their bytes; 413 vialink.error.pdf over 12 MB, contact.file.imageSize over 4 MB; 400 contact.file.type, contact.file.count, contact.error.category. A signed-in holder (bearer) gets the request in messaging.',
        consumes: ['multipart/form-data'],
        response: { 200: ZSupportRequestCreated, ...errors, 429: ZApiError },
      },
    },
    async (request) => {
      const upload = await readSupportUpload(request);
      if (!upload.fields.payload) throw badRequest(ERROR_CODES.validation, { payload: 'required' });
      const payload = await app.payloads.open(upload.fields.payload, ZSupportRequestPayload);
      const claims = request.auth;
      let writer = null;
      if (claims) {
        const { tituNume, emetIden } = accountOf(request);
        writer = { userId: claims.userId, tituNume, emetIden };
      } else {
        await checkBotToken(app, request, payload.captchaToken, 'contact');
      }
      return createRequest(deps, writer, payload, upload.files, request.ip);
    },
  );
}

/** The holder's messaging (spec 3 §2 /messagerie): their requests, threads, replies and files. */
export async function selfcareRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createSelfcareDeps(app);
  await app.register(multipart, { throwFileSizeLimit: false, limits: SUPPORT_MULTIPART_LIMITS });
  noStore(app);

  routes.get(
    '/selfcare/demandes',
    {
      schema: {
        tags: ['business'],
        summary: 'The signed-in user’s support requests, latest activity first, with unread answers',
        response: { 200: z.array(ZSupportRequestSummary), 401: ZApiError },
      },
    },
    async (request) => listRequests(deps, authOf(request).userId),
  );

  routes.get(
    '/selfcare/contact',
    {
      schema: {
        tags: ['business'],
        summary: 'The holder’s name, e-mail and phone on file, to prefill a support request',
        response: { 200: ZSupportContact, 401: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => contactPrefill(deps, accountOf(request).tituNume),
  );

  routes.get(
    '/selfcare/non-lus',
    {
      schema: {
        tags: ['business'],
        summary: 'Unread answers of the registrar desk (the header counter)',
        response: { 200: ZUnreadCount, 401: ZApiError },
      },
    },
    async (request) => unreadCount(deps, authOf(request).userId),
  );

  routes.get(
    '/selfcare/demandes/:idDemande',
    {
      schema: {
        tags: ['business'],
        summary: 'One request and its thread; its answers count as read from then on',
        params: ZIdDemande,
        response: { 200: ZSupportRequestDetail, ...errors },
      },
    },
    async (request) => readRequest(deps, authOf(request).userId, request.params.idDemande),
  );

  routes.get(
    '/selfcare/demandes/:idDemande/status',
    {
      schema: {
        tags: ['business'],
        summary: 'Status of a request and its label key (libelle)',
        params: ZIdDemande,
        response: { 200: ZStatusLabel, ...errors },
      },
    },
    async (request) => statusOf(deps, authOf(request).userId, request.params.idDemande),
  );

  routes.post(
    '/selfcare/demandes/:idDemande/reponse',
    {
      bodyLimit: SUPPORT_BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['business'],
        summary: 'Reply in a request’s thread: multipart `texte` and up to 3 `files`',
        params: ZIdDemande,
        consumes: ['multipart/form-data'],
        response: { 200: ZSupportRequestDetail, ...errors },
      },
    },
    async (request) => {
      const upload = await readSupportUpload(request);
      const { texte } = parseFields(ZSupportReply, { texte: upload.fields.texte });
      return replyToRequest(deps, authOf(request).userId, request.params.idDemande, texte, upload.files);
    },
  );

  routes.get(
    '/selfcare/fichiers/:idFichier',
    {
      schema: {
        tags: ['business'],
        summary: 'An attachment of one of the user’s requests (download, its sniffed type only)',
        params: z.object({ idFichier: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { file, bytes } = await userFile(deps, authOf(request).userId, request.params.idFichier);
      return sendAttachment(reply, { contentType: file.contentType, fileName: file.fileName, bytes });
    },
  );
}
