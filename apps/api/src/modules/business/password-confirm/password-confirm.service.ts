import { createHash, randomBytes } from 'node:crypto';
import { OPERATION_ERRORS, type TErrorCode, type TReponseAcceptation } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import type { TOperationTokenRow, TOperationTokensRepository } from './password-confirm.repository';

export type { TOperationTokenRow } from './password-confirm.repository';

/** How long an operation token may wait for its password confirmation. */
const TOKEN_TTL_MS = 10 * 60_000;

const code = (value: string) => value as TErrorCode;
/** The stored form of an operation token (its sha-256); the token itself is never kept. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Who asks: the signed-in user, their session and the chosen account. */
export type TOperationCaller = { userId: string; sessionId: string; tituNume: string };
/**
 * What the password confirmation needs: the operation tokens, and auth's check of the signed-in
 * user's password (the login's counter and limit, the session revoked at the limit).
 */
export type TPasswordConfirmDeps = {
  tokens: TOperationTokensRepository;
  checkPassword: (caller: TOperationCaller, password: string) => Promise<void>;
};

/** Issues a single-use token bound to the user, the chosen account and the operation. */
export async function issueOperationToken(
  deps: TPasswordConfirmDeps,
  caller: TOperationCaller,
  operation: { natureDemande: string; idAcceptationPlan?: number; reponse?: TReponseAcceptation },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await deps.tokens.insert({
    tokenHash: hashToken(token),
    userId: caller.userId,
    tituNume: caller.tituNume,
    natureDemande: operation.natureDemande,
    idAcceptationPlan: operation.idAcceptationPlan ?? null,
    reponse: operation.reponse ?? null,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
  });
  return token;
}

/** The live, unspent token of this user and chosen account for this operation, or 403. */
export async function findOperationToken(
  deps: TPasswordConfirmDeps,
  caller: TOperationCaller,
  token: string,
  natureDemande: string,
): Promise<TOperationTokenRow> {
  const row = await deps.tokens.findLive(
    { tokenHash: hashToken(token), userId: caller.userId, tituNume: caller.tituNume, natureDemande },
    new Date(),
  );
  if (!row) throw new AppError(403, code(OPERATION_ERRORS.tokenInvalid));
  return row;
}

/**
 * Checks the signed-in user's password against the stored argon2 hash. Each wrong password adds
 * one to the same counter as the login, against the same limit (MAX_PASSWORD_ATTEMPTS): at the
 * limit the session is revoked and the answer says so, so the browser logs out.
 */
export async function confirmPassword(
  deps: TPasswordConfirmDeps,
  caller: TOperationCaller,
  password: string,
) {
  await deps.checkPassword(caller, password);
}
