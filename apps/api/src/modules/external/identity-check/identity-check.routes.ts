import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDENTITY_CHECK_ERRORS as E,
  PHONE_MESSAGES,
  ZApiError,
  ZControlStatus,
  ZIdContext,
  ZIdDocument,
  ZIdUseCase,
  ZSecondToken,
  isContactEmail,
  missingRequested,
  phoneErrors,
  type TErrorCode,
} from '@nomina/domain';
import { classify, createIdentityFileStore, readSheet, scoreSession } from '../../../adapters/identity-check';
import { identityChecks, identityDocuments } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { primaryIssuerOf } from '../../auth/authenticate/user-access';
import { openFlow } from '../../auth/verifications/flow';
import { readPhoneRules } from '../../resource/parametre-site/parametre-site.service';
import { registerMultipart } from '../../../plugins/multipart';
import { createIdentityCheckLimits } from './identity-check-limits';
import { fail, readUpload, storeSheet } from './identity-check-upload';

type TCheck = typeof identityChecks.$inferSelect;
type TDocRow = typeof identityDocuments.$inferSelect;
const MB = 1024 * 1024;

const toWire = (doc: TDocRow) => ({
  id: doc.id,
  type: doc.type,
  subType: doc.subType,
  status: doc.status,
  sheets: doc.sheets.map((sheet) => ({ fileName: sheet.fileName })),
});

/**
 * The identity-document check (spec 2 §7, /api/v1/external/vialink/...). A visitor opens a session
 * with the verification key of a pending sign-up; a connected user with the login. The secondToken
 * then carries every call; a connected user's session answers only to that user.
 */
export async function vialinkRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const files = createIdentityFileStore(app.config.dataDir);
  const maxImage = app.config.ID_CHECK_MAX_IMAGE_MB * MB;
  const maxPdf = app.config.ID_CHECK_MAX_PDF_MB * MB;
  const limits = createIdentityCheckLimits(app);
  const upload = (request: FastifyRequest) => readUpload(request, { maxImage, maxPdf });
  await registerMultipart(app, {
    throwFileSizeLimit: false,
    limits: { fields: 6, files: 1, fieldSize: 200, fileSize: Math.max(maxImage, maxPdf) + 1 },
  });
  // Room for a file just above the larger bound, so its answer is 413 with the bound's message.
  const uploadBodyLimit = Math.max(maxImage, maxPdf) + 2 * MB;
  const limit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE * 5, timeWindow: '1 minute' } };

  /** Reads the bearer when one is sent: a connected call; none: a visitor's. */
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.requireAuth(request, reply);
  };

  /** The session of a second token, refused (404/403) when unknown, ended or someone else's. */
  async function checkOf(request: FastifyRequest, secondToken: string): Promise<TCheck> {
    const [check] = await app.db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.secondToken, secondToken));
    if (!check) throw fail(404, E.secondToken);
    const userId = request.auth?.userId;
    if (check.context === 'profile') {
      if (userId !== check.userId) throw fail(403, E.secondToken);
    } else {
      if (userId && userId !== check.userId) throw fail(403, E.secondToken);
      const flow = check.verificationKey
        ? await app.verifications.find(check.verificationKey, 'SIGNUP')
        : null;
      if (!flow || flow.userId !== check.userId) throw fail(403, E.secondToken);
    }
    return check;
  }

  async function documentsOf(secondToken: string): Promise<TDocRow[]> {
    return app.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.secondToken, secondToken))
      .orderBy(identityDocuments.createdAt);
  }

  const newSecondToken = () => randomBytes(32).toString('base64url');

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
    async (request) => {
      const { flow, user } = await openFlow(app, request.query.token, 'SIGNUP').catch(() => {
        throw fail(400, E.verificationKey);
      });
      await limits.openSession(user.id);
      const secondToken = newSecondToken();
      await app.db.insert(identityChecks).values({
        secondToken,
        userId: user.id,
        verificationKey: flow.verificationKey,
        useCase: request.query.useCase,
        context: 'none',
        phone: request.query.phone ?? user.phone,
        email: request.query.email ?? user.email,
      });
      return { secondToken };
    },
  );

  app.register(async (scoped) => {
    scoped.addHook('onRequest', optionalAuth);
    const r = scoped.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/vialink/controls-create',
      {
        onRequest: app.requireAuth,
        schema: {
          tags: ['external'],
          summary: 'Identity check: open a session for the connected user (checkIdentity, profile)',
          response: { 200: z.object({ secondToken: z.string() }), 401: ZApiError, 429: ZApiError },
        },
      },
      async (request) => {
        await limits.openSession(request.auth!.userId);
        const secondToken = newSecondToken();
        await app.db.insert(identityChecks).values({
          secondToken,
          userId: request.auth!.userId,
          useCase: 'checkIdentity',
          context: 'profile',
        });
        return { secondToken };
      },
    );

    r.post(
      '/vialink/smart-upload-doc',
      {
        config: limit,
        bodyLimit: uploadBodyLimit,
        schema: {
          tags: ['external'],
          summary: 'Identity check: upload a document (multipart file, secondToken)',
          consumes: ['multipart/form-data'],
          response: {
            200: ZIdDocument.omit({ sheets: true }),
            400: ZApiError,
            403: ZApiError,
            404: ZApiError,
            413: ZApiError,
            429: ZApiError,
          },
        },
      },
      async (request) => {
        const sent = await upload(request);
        const check = await checkOf(request, ZSecondToken.parse(sent.fields.secondToken ?? ''));
        if (check.status !== 'CREATED') throw fail(400, E.upload);
        await limits.upload(check.secondToken, check.userId);
        const { type, subType } = classify(sent.fileName, sent.facts);
        const sheet = await storeSheet(files, check.secondToken, sent);
        const [doc] = await app.db
          .insert(identityDocuments)
          .values({ secondToken: check.secondToken, type, subType, status: 'UPLOADED', sheets: [sheet] })
          .returning();
        const { sheets: _sheets, ...wire } = toWire(doc!);
        return wire;
      },
    );

    r.post(
      '/vialink/documents',
      {
        config: limit,
        bodyLimit: uploadBodyLimit,
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
            413: ZApiError,
            429: ZApiError,
          },
        },
      },
      async (request) => {
        const sent = await upload(request);
        const check = await checkOf(request, ZSecondToken.parse(sent.fields.secondToken ?? ''));
        if (check.status !== 'CREATED') throw fail(400, E.upload);
        const side = z.enum(['FRONT', 'BACK']).safeParse(sent.fields.type);
        if (!side.success) throw fail(400, E.upload);
        const [existing] = await app.db
          .select()
          .from(identityDocuments)
          .where(
            and(
              eq(
                identityDocuments.id,
                z.uuid().catch('00000000-0000-0000-0000-000000000000').parse(sent.fields.existingDoc),
              ),
              eq(identityDocuments.secondToken, check.secondToken),
            ),
          );
        if (!existing || existing.sheets.length >= 2) throw fail(404, E.documentUnknown);
        await limits.upload(check.secondToken, check.userId);
        const sheet = await storeSheet(files, check.secondToken, sent);
        const base = existing.subType.replace(/_(RECTO|VERSO|RECTO_VERSO|\{token\})$/, '');
        const family = base === 'DRIVING_LICENCE' ? 'DRIVER_LICENCE' : base;
        const sheets = side.data === 'FRONT' ? [sheet, ...existing.sheets] : [...existing.sheets, sheet];
        const [doc] = await app.db
          .update(identityDocuments)
          .set({ subType: `${family}_RECTO_VERSO`, sheets })
          .where(eq(identityDocuments.id, existing.id))
          .returning();
        return toWire(doc!);
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
        const check = await checkOf(request, request.query.secondToken);
        if (check.status !== 'CREATED') throw fail(400, E.upload);
        const [doc] = await app.db
          .delete(identityDocuments)
          .where(
            and(
              eq(identityDocuments.id, request.query.documentId),
              eq(identityDocuments.secondToken, check.secondToken),
            ),
          )
          .returning();
        if (!doc) throw fail(404, E.documentUnknown);
        await Promise.all(doc.sheets.map((sheet) => files.remove(sheet.storageKey)));
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
      async (request) => {
        const check = await checkOf(request, request.query.secondToken);
        return (await documentsOf(check.secondToken)).map(toWire);
      },
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
        const check = await checkOf(request, request.query.secondToken);
        const documents = await documentsOf(check.secondToken);
        if (check.status !== 'CREATED' || missingRequested(documents.map(toWire)).length > 0)
          throw fail(400, E.upload);
        const started = performance.now();
        // Real reading of every stored side: type, pages or dimensions, readability.
        const scored = await Promise.all(
          documents.map(async (doc) => ({
            ...toWire(doc),
            facts: await Promise.all(
              doc.sheets.map(async (sheet) => {
                const bytes = await files.get(sheet.storageKey);
                const facts = bytes ? readSheet(bytes) : null;
                return (
                  facts ?? {
                    contentType: 'application/pdf' as const,
                    pages: 0,
                    width: null,
                    height: null,
                    readable: false,
                  }
                );
              }),
            ),
          })),
        );
        const { scoreRange, reason } = scoreSession(scored);
        const analysisMs = Math.round(performance.now() - started);
        await app.db
          .update(identityChecks)
          .set({ status: 'DONE', scoreRange, analysisMs, submittedAt: new Date() })
          .where(eq(identityChecks.secondToken, check.secondToken));
        request.log.info({ scoreRange, reason, analysisMs }, 'identity check analysed');
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
      async (request) => {
        const check = await checkOf(request, request.query.secondToken);
        return {
          status: check.status as 'CREATED' | 'PENDING' | 'DONE' | 'ERROR',
          scoreRange: (check.scoreRange as 'HIGH' | 'MEDIUM' | 'LOW' | null) ?? null,
          errorCode: check.errorCode,
        };
      },
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
        const check = await checkOf(request, request.body.verificationKey);
        if (check.scoreRange !== 'MEDIUM') throw fail(400, E.upload);
        const telephone = request.body.telephone.trim();
        const mail = request.body.mail.trim();
        const phoneError = phoneErrors(telephone, {
          ...(await readPhoneRules(app.db, (await primaryIssuerOf(app, check.userId)).emetIden)),
          required: true,
        });
        const fields: Record<string, string> = {};
        if (phoneError) fields.telephone = PHONE_MESSAGES[phoneError];
        if (!isContactEmail(mail, { caseInsensitive: true })) fields.mail = 'form.field.validator.email';
        if (Object.keys(fields).length > 0) throw new AppError(400, E.contactInvalid as TErrorCode, fields);
        await app.db
          .update(identityChecks)
          .set({ mediumPhone: telephone, mediumMail: mail, mediumLang: request.body.lang })
          .where(eq(identityChecks.secondToken, check.secondToken));
        return { updated: true as const };
      },
    );
  });
}
