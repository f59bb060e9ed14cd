import { hashPassword } from '../../../lib/password';
import type { TUserRow } from '../users/users.repository';

/** What the attempt-counter tests share: the lock settings, the clock, a user and their password's hash. */
export const NOW = new Date('2026-03-02T10:00:00Z');
export const config = {
  MAX_PASSWORD_ATTEMPTS: 3,
  LOCK_BASE_SECONDS: 60,
  LOCK_MAX_SECONDS: 3600,
  LOCK_PERMANENT_AFTER: 10,
  ADDRESS_MAX_FAILURES_PER_HOUR: 100,
};

/** The hash of 'Correct-Horse-9', made once per test file (argon2 takes a while). */
export const passwordHash = await hashPassword('Correct-Horse-9');

export const user = (over: Partial<TUserRow> = {}): TUserRow =>
  ({
    id: 'user-1',
    login: 'jdupont01',
    passwordHash,
    failedAttempts: 0,
    lockouts: 0,
    lockedUntil: null,
    lockedAt: null,
    trustedAddresses: [],
    ...over,
  }) as TUserRow;
