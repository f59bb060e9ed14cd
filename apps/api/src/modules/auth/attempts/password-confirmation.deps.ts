import type { TDatabase } from '../../../db/client';
import { createSessionsRepository } from '../sessions/sessions.repository';
import { createUsersRepository } from '../users/users.repository';
import { createAttemptsRepository } from './attempts.repository';
import { checkSignedInPassword, confirmUserPassword } from './password-confirmation';

/**
 * The password checks wired to the database, for the modules outside auth that still call them
 * with it (exported by auth's index).
 */
export function confirmPasswordIn(db: TDatabase, maxAttempts: number, userId: string, password: string) {
  return confirmUserPassword(
    { users: createUsersRepository(db), attempts: createAttemptsRepository(db), maxAttempts },
    userId,
    password,
  );
}

/** checkSignedInPassword over the database: 403 with the attempts left, the session revoked at the limit. */
export function requireSignedInPassword(
  db: TDatabase,
  maxAttempts: number,
  claims: { userId: string; sessionId: string },
  password: string,
): Promise<void> {
  return checkSignedInPassword(
    {
      users: createUsersRepository(db),
      attempts: createAttemptsRepository(db),
      sessions: createSessionsRepository(db),
      maxAttempts,
    },
    claims,
    password,
  );
}
