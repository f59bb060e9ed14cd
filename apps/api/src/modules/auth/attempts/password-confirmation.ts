import type { TDatabase } from '../../../db/client';
import { verifyPassword } from '../../../lib/password';
import { createUsersRepository, type TUsersRepository } from '../users/users.repository';
import { createAttemptsRepository, type TAttemptsRepository } from './attempts.repository';

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

/** The same check wired to the database, for the modules outside auth (exported by its index). */
export function confirmPasswordIn(db: TDatabase, maxAttempts: number, userId: string, password: string) {
  return confirmUserPassword(
    { users: createUsersRepository(db), attempts: createAttemptsRepository(db), maxAttempts },
    userId,
    password,
  );
}
