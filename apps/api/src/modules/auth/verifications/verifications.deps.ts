import type { TDatabase } from '../../../db/client';
import { createAuthCounters } from '../attempts/counters.repository';
import { createVerificationService, type TVerifications } from './verification.service';
import { createVerificationsRepository } from './verifications.repository';

/** The verification service over the database, built once by the app (app.verifications). */
export function createVerifications(
  db: TDatabase,
  secret: string,
  options: { guessesPerDay?: number } = {},
): TVerifications {
  return createVerificationService({
    verifications: createVerificationsRepository(db),
    counters: createAuthCounters(db),
    secret,
    guessesPerDay: options.guessesPerDay,
  });
}
