import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, REVIEW_DECISIONS, ZApiError, ZReviewResult } from '@nomina/domain';
import { accounts, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { createProfileFileStore } from '../business/profile/documents/profile-file-store';
import {
  pendingBankChanges,
  pendingDocuments,
  reviewBankChange,
  reviewDocument,
} from '../desk/profile-review/profile-review.service';

/**
 * Non-production helper: decides, as the desk would and through the same service, the oldest
 * pending profile document or bank change of a demo login's accounts, without the desk credential.
 */
export async function profileReviewHelperRoutes(app: FastifyInstance) {
  const deps = { db: app.db, files: createProfileFileStore(app.config.dataDir) };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/desk/profil-review',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Accept or refuse the oldest pending document (or bank change) of a login, as the desk would',
        body: z.object({
          login: z.string().min(1).max(60),
          kind: z.enum(['document', 'bancaire']),
          decision: z.enum(REVIEW_DECISIONS),
        }),
        response: { 200: ZReviewResult, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      const { login, kind, decision } = request.body;
      const rows = await app.db
        .select({ tituNume: accounts.tituNume })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(users.login, login));
      const mine = new Set(rows.map((row) => row.tituNume));
      const queue = kind === 'bancaire' ? await pendingBankChanges(deps) : await pendingDocuments(deps);
      const oldest = queue.find((item) => mine.has(item.tituNume));
      if (!oldest) throw notFound(ERROR_CODES.notFound);
      const body = { decision, operateur: 'dev-helper' };
      return kind === 'bancaire'
        ? reviewBankChange(deps, oldest.id, body)
        : reviewDocument(deps, oldest.id, body);
    },
  );
}
