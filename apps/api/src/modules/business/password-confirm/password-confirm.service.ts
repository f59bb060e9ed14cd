import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATION_ERRORS, type TErrorCode, type TReponseAcceptation } from '@nomina/domain';
import { operationTokens } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { authOf } from '../../../plugins/auth';
import { requireSignedInPassword } from '../../auth';
import { accountOf } from '../access/account-scope';

/** How long an operation token may wait for its password confirmation. */
const TOKEN_TTL_MS = 10 * 60_000;

const code = (value: string) => value as TErrorCode;
/** The stored form of an operation token (its sha-256); the token itself is never kept. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export type TOperationTokenRow = typeof operationTokens.$inferSelect;

/** Issues a single-use token bound to the user, the chosen account and the operation. */
export async function issueOperationToken(
  app: FastifyInstance,
  request: FastifyRequest,
  operation: { natureDemande: string; idAcceptationPlan?: number; reponse?: TReponseAcceptation },
): Promise<string> {
  const { userId } = authOf(request);
  const { tituNume } = accountOf(request);
  const token = randomBytes(32).toString('base64url');
  await app.db.insert(operationTokens).values({
    tokenHash: hashToken(token),
    userId,
    tituNume,
    natureDemande: operation.natureDemande,
    idAcceptationPlan: operation.idAcceptationPlan ?? null,
    reponse: operation.reponse ?? null,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
  });
  return token;
}

/** The live, unspent token of this user and chosen account for this operation, or 403. */
export async function findOperationToken(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  natureDemande: string,
): Promise<TOperationTokenRow> {
  const { userId } = authOf(request);
  const { tituNume } = accountOf(request);
  const [row] = await app.db
    .select()
    .from(operationTokens)
    .where(
      and(
        eq(operationTokens.tokenHash, hashToken(token)),
        eq(operationTokens.userId, userId),
        eq(operationTokens.tituNume, tituNume),
        eq(operationTokens.natureDemande, natureDemande),
        isNull(operationTokens.spentAt),
        gt(operationTokens.expiresAt, new Date()),
      ),
    );
  if (!row) throw new AppError(403, code(OPERATION_ERRORS.tokenInvalid));
  return row;
}

/** Spends a token once: false when another request spent it first. */
export async function spendOperationToken(
  db: Pick<FastifyInstance['db'], 'update'>,
  tokenHash: string,
): Promise<boolean> {
  const spent = await db
    .update(operationTokens)
    .set({ spentAt: new Date() })
    .where(and(eq(operationTokens.tokenHash, tokenHash), isNull(operationTokens.spentAt)))
    .returning({ tokenHash: operationTokens.tokenHash });
  return spent.length === 1;
}

/**
 * Checks the signed-in user's password against the stored argon2 hash. Each wrong password adds
 * one to the same counter as the login, against the same limit (MAX_PASSWORD_ATTEMPTS): at the
 * limit the session is revoked and the answer says so, so the browser logs out.
 */
export async function confirmPassword(app: FastifyInstance, request: FastifyRequest, password: string) {
  await requireSignedInPassword(app.db, app.config.MAX_PASSWORD_ATTEMPTS, authOf(request), password);
}
