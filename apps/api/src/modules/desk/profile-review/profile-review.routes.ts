import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiError,
  ZPendingBankChange,
  ZPendingDocument,
  ZReviewDecision,
  ZReviewResult,
} from '@nomina/domain';
import { sendAttachment } from '../../../lib/send-attachment';
import {
  documentFile,
  pendingBankChanges,
  pendingDocuments,
  reviewBankChange,
  reviewDocument,
} from './profile-review.service';
import { createReviewDeps } from './profile-review.deps';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };
const ZId = z.object({ id: z.uuid() });

/**
 * The registrar's review of the profile (decision 013), under the desk's credential: identity and
 * address documents and bank changes stay EN_ATTENTE until accepted (VALIDE) or refused (REFUSE).
 */
export async function profileReviewRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = createReviewDeps(app);
  const tags = ['desk'];

  routes.get(
    '/documents',
    {
      schema: {
        tags,
        summary: 'Identity and address documents waiting for review, oldest first',
        response: { 200: z.array(ZPendingDocument), 401: ZApiError },
      },
    },
    async () => pendingDocuments(deps),
  );

  routes.get(
    '/documents/:id/fichier',
    {
      schema: {
        tags,
        summary: 'The bytes of a filed profile document (PDF, PNG or JPEG), as an attachment',
        params: ZId,
      },
    },
    async (request, reply) => sendAttachment(reply, await documentFile(deps, request.params.id)),
  );

  routes.post(
    '/documents/:id/decision',
    {
      schema: {
        tags,
        summary: 'Accept (VALIDE) or refuse (REFUSE) a pending document; the holder sees it in justif-status',
        params: ZId,
        body: ZReviewDecision,
        response: { 200: ZReviewResult, ...errors },
      },
    },
    async (request) => reviewDocument(deps, request.params.id, request.body),
  );

  routes.get(
    '/bancaire',
    {
      schema: {
        tags,
        summary: 'Bank changes waiting for review, oldest first, with the IBAN on file starred',
        response: { 200: z.array(ZPendingBankChange), 401: ZApiError },
      },
    },
    async () => pendingBankChanges(deps),
  );

  routes.post(
    '/bancaire/:id/decision',
    {
      schema: {
        tags,
        summary: 'Accept (the new IBAN goes on file) or refuse a pending bank change and its document',
        params: ZId,
        body: ZReviewDecision,
        response: { 200: ZReviewResult, ...errors },
      },
    },
    async (request) => reviewBankChange(deps, request.params.id, request.body),
  );
}
