import { OPERATION_ERRORS, type TErrorCode } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/password';
import type { TSessionsRepository } from '../sessions/sessions.repository';
import type { TUsersRepository } from '../users/users.repository';
import type { TAttemptsRepository } from './attempts.repository';

/** ok, or refused with the attempts left (0: the limit is reached, the counter starts again). */
export type TPasswordConfirmation = { ok: true } | { ok: false; remainingAttempts: number };

export type TPasswordConfirmationDeps = {
  users: Pick<TUsersRepository, 'findById'>;
  attempts: Pick<TAttemptsRepository, 'addUserFailure' | 'clearUserFailures'>;
  maxAttempts: number;
};

/**
 * Checks a signed-in user's password (an operation's confirmation). A wrong one adds one to the
 * same counter as the login, against the same limit; a right one clears it. A user locked for
 * good, unknown, or at the limit gets 0 attempts left and the counter starts again (the caller
 * ends the session).
 */
export async function confirmUserPassword(
  deps: TPasswordConfirmationDeps,
  userId: string,
  password: string,
): Promise<TPasswordConfirmation> {
  const user = await deps.users.findById(userId);
  const matches = await verifyPassword(user?.passwordHash, password);
  const exhausted = async (): Promise<TPasswordConfirmation> => {
    await deps.attempts.clearUserFailures(userId);
    return { ok: false, remainingAttempts: 0 };
  };
  if (!user || user.lockedAt) return exhausted();
  if (matches) {
    if (user.failedAttempts > 0) await deps.attempts.clearUserFailures(user.id);
    return { ok: true };
  }
  const failures = await deps.attempts.addUserFailure(user.id);
  if (failures >= deps.maxAttempts) return exhausted();
  return { ok: false, remainingAttempts: deps.maxAttempts - failures };
}

export type TSignedInPasswordDeps = TPasswordConfirmationDeps & {
  sessions: Pick<TSessionsRepository, 'revoke'>;
};

/**
 * The password that confirms an operation or a password change, for a signed-in session: a
 * wrong one answers 403 with the attempts left; at the limit the session is revoked and the
 * answer says so, so the browser logs out.
 */
export async function checkSignedInPassword(
  deps: TSignedInPasswordDeps,
  claims: { userId: string; sessionId: string },
  password: string,
): Promise<void> {
  const confirmation = await confirmUserPassword(deps, claims.userId, password);
  if (confirmation.ok) return;
  if (confirmation.remainingAttempts === 0) {
    await deps.sessions.revoke(claims.sessionId, 'operation password attempts');
    throw new AppError(403, OPERATION_ERRORS.attemptsExhausted as TErrorCode);
  }
  throw new AppError(403, OPERATION_ERRORS.wrongPassword as TErrorCode, {
    remainingAttempts: String(confirmation.remainingAttempts),
  });
}
