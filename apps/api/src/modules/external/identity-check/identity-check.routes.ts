import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError, ZControlStatus, ZIdContext, ZIdDocument, ZIdUseCase, ZSecondToken } from '@nomina/domain';
import { registerMultipart } from '../../../plugins/multipart';
import { createIdentityCheckDeps } from './identity-check.deps';
import { createIdentityCheckService } from './identity-check.service';
import { readUpload } from './identity-check-upload';
import { uploadByteLimits } from '../../../lib/upload-limits';
import { accountOf, requireModule } from '../../../access';

const NO_DOCUMENT = '00000000-0000-0000-0000-000000000000';

/**
 * The identity-document check (spec 2 §7, /api/v1/external/vialink/...). A visitor opens a session
 * with the verification key of a pending sign-up; a connected user with the login. The secondToken
 * then carries every call; a connected user's session answers only to that user. The routes parse
 * and answer; identity-check.service.ts does the work.
 */
export async function vialinkRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const boundsMb = { image: app.config.ID_CHECK_MAX_IMAGE_MB, pdf: app.config.ID_CHECK_MAX_PDF_MB };
  const byteLimits = uploadByteLimits(boundsMb);
  const service = createIdentityCheckService(createIdentityCheckDeps(app));
  const upload = (request: FastifyRequest) => readUpload(request, boundsMb);
  await registerMultipart(app, {
    throwFileSizeLimit: false,
    limits: { fields: 6, files: 1, fieldSize: 200, fileSize: byteLimits.fileSize },
  });
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE * 5, timeWindow: '1 minute' } };

  /** Reads the bearer when one is sent: a connected call; none: a visitor's. */
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.requireAuth(request, reply);
  };
  /** A connected call is the profile's identity documents page: its module must be open (spec 2 §6). */
  const justificatifs = requireModule(app, 'justificatifs');
  const connectedModule = async (request: FastifyRequest) => {
    if (request.auth) await justificatifs(request);
  };

  routes.get(
    '/vialink/controls',
    {
      config: limit,
      schema: {
        tags: ['external'],
        summary: 'Identity check: open a session for a visitor (pending sign-up)',
        querystring: z.object({
          token: z.string().min(10).max(100),
          useCase: ZIdUseCase.default('onboarding'),
          phone: z.string().max(32).optional(),
          email: z.string().max(254).optional(),
        }),
        response: { 200: z.object({ secondToken: z.string() }), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => ({ secondToken: await service.openVisitorSession(request.query) }),
  );

  app.register(async (scoped) => {
    scoped.addHook('onRequest', optionalAuth);
    scoped.addHook('preHandler', connectedModule);
    const r = scoped.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/vialink/controls-create',
      {
        onRequest: app.requireAuth,
        schema: {
          tags: ['external'],
          summary: 'Identity check: open a session for the connected user (checkIdentity, profile)',
          response: {
            200: z.object({ secondToken: z.string() }),
            401: ZApiError,
            403: ZApiError,
            429: ZApiError,
          },
        },
      },
      async (request) => ({ secondToken: await service.openProfileSession(request.auth!.userId) }),
    );

    r.post(
      '/vialink/smart-upload-doc',
      {
        config: limit,
        bodyLimit: byteLimits.bodyLimit,
        schema: {
          tags: ['external'],
          summary: 'Identity check: upload a document (multipart file, secondToken)',
          consumes: ['multipart/form-data'],
          response: {
            200: ZIdDocument.omit({ sheets: true }),
            400: ZApiError,
            403: ZApiError,
            404: ZApiError,
            409: ZApiError,
            413: ZApiError,
            429: ZApiError,
          },
        },
      },
      async (request) => {
        const sent = await upload(request);
        const secondToken = ZSecondToken.parse(sent.fields.secondToken ?? '');
        return service.uploadDocument(request.auth?.userId, secondToken, sent);
      },
    );

    r.post(
      '/vialink/documents',
      {
        config: limit,
        bodyLimit: byteLimits.bodyLimit,
        schema: {
          tags: ['external'],
          summary:
            'Identity check: upload the missing side (multipart existingDoc, secondToken, type FRONT|BACK, file)',
          consumes: ['multipart/form-data'],
          response: {
            200: ZIdDocument,
            400: ZApiError,
            403: ZApiError,
            404: ZApiError,
            409: ZApiError,
            413: ZApiError,
            429: ZApiError,
          },
        },
      },
      async (request) => {
        const sent = await upload(request);
        const secondToken = ZSecondToken.parse(sent.fields.secondToken ?? '');
        const documentId = z.uuid().catch(NO_DOCUMENT).parse(sent.fields.existingDoc);
        return service.addSide(
          request.auth?.userId,
          { secondToken, documentId, side: sent.fields.type },
          sent,
        );
      },
    );

    r.delete(
      '/vialink/documents-delete',
      {
        config: limit,
        schema: {
          tags: ['external'],
          summary: 'Identity check: delete a document of the session',
          querystring: z.object({ documentId: z.uuid(), secondToken: ZSecondToken }),
          response: { 200: z.object({ deleted: z.literal(true) }), 403: ZApiError, 404: ZApiError },
        },
      },
      async (request) => {
        const { secondToken, documentId } = request.query;
        await service.deleteDocument(request.auth?.userId, secondToken, documentId);
        return { deleted: true as const };
      },
    );

    r.get(
      '/vialink/controls-documents',
      {
        schema: {
          tags: ['external'],
          summary: 'Identity check: the documents of the session',
          querystring: z.object({ secondToken: ZSecondToken }),
          response: { 200: z.array(ZIdDocument), 403: ZApiError, 404: ZApiError },
        },
      },
      async (request) => service.listDocuments(request.auth?.userId, request.query.secondToken),
    );

    r.get(
      '/vialink/controls-submit',
      {
        config: limit,
        schema: {
          tags: ['external'],
          summary: 'Identity check: submit the session; the local analyser scores it',
          querystring: z.object({ secondToken: ZSecondToken }),
          response: { 200: z.object({ status: z.string() }), 400: ZApiError, 403: ZApiError, 404: ZApiError },
        },
      },
      async (request) => {
        const scored = await service.submit(request.auth?.userId, request.query.secondToken);
        request.log.info(scored, 'identity check analysed');
        return { status: 'PENDING' };
      },
    );

    r.get(
      '/vialink/controls-status',
      {
        schema: {
          tags: ['external'],
          summary: 'Identity check: status and score range of the session',
          querystring: z.object({
            secondToken: ZSecondToken,
            useCase: ZIdUseCase.default('onboarding'),
            context: ZIdContext.default('none'),
          }),
          response: { 200: ZControlStatus, 403: ZApiError, 404: ZApiError },
        },
      },
      async (request) => service.status(request.auth?.userId, request.query.secondToken),
    );

    r.post(
      '/vialink/update-contact',
      {
        config: limit,
        schema: {
          tags: ['external'],
          summary: 'Identity check: phone and e-mail after a medium score',
          body: z.object({
            verificationKey: ZSecondToken,
            telephone: z.string().max(32),
            mail: z.string().max(254),
            lang: z.string().max(8).default('fr'),
          }),
          response: {
            200: z.object({ updated: z.literal(true) }),
            400: ZApiError,
            403: ZApiError,
            404: ZApiError,
          },
        },
      },
      async (request) => {
        const { verificationKey: secondToken, telephone, mail, lang } = request.body;
        const emetIden = request.auth ? accountOf(request).emetIden : undefined;
        await service.updateContact(request.auth?.userId, { secondToken, telephone, mail, lang, emetIden });
        return { updated: true as const };
      },
    );
  });
}
