import type { TDatabase } from '../../../db/client';
import { createSessionsRepository } from '../sessions/sessions.repository';
import { createUsersRepository } from '../users/users.repository';
import { createAttemptsRepository } from './attempts.repository';
import { checkSignedInPassword } from './password-confirmation';

/**
 * checkSignedInPassword over the database, for the modules outside auth that confirm an operation
 * with the password (exported by auth's index): 403 with the attempts left, the session revoked
 * at the limit.
 */
export function createSignedInPasswordCheck(db: TDatabase, maxAttempts: number) {
  const deps = {
    users: createUsersRepository(db),
    attempts: createAttemptsRepository(db),
    sessions: createSessionsRepository(db),
    maxAttempts,
  };
  return (claims: { userId: string; sessionId: string }, password: string): Promise<void> =>
    checkSignedInPassword(deps, claims, password);
}
