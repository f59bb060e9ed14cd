import { hashPassword } from '../../../lib/password';
import { strictFake } from '../../../testing/strict-fake';
import { FREE } from '../authenticate/lock-policy';
import type { TLoginGuards, TLoginLocks } from './login-locks.repository';
import type { TUserRow } from '../users/users.repository';

/** What the attempt-counter tests share: the lock settings, the clock, a user and their password's hash. */
export const NOW = new Date('2026-03-02T10:00:00Z');
export const config = {
  MAX_PASSWORD_ATTEMPTS: 3,
  LOCK_BASE_SECONDS: 60,
  LOCK_MAX_SECONDS: 3600,
  LOCK_PERMANENT_AFTER: 10,
  ADDRESS_MAX_FAILURES_PER_HOUR: 100,
  AUTH_RATE_LIMIT_PER_MINUTE: 20,
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

/**
 * The login's shared counters as a fake where nothing was counted yet (but `counted`): every
 * write is taken, and recorded on the cell's `swap` (one vi.fn for every cell). The user the
 * lookup finds is the users fake's `findByLogin` (login-attempts tests).
 */
export function freshLocks(counted: Partial<TLoginGuards> = {}) {
  const none = { state: FREE, version: null, stamp: '' };
  const cells = strictFake<ReturnType<TLoginLocks['cell']>>('cell', {
    read: async () => none,
    swap: async () => true,
  });
  const locks = strictFake<TLoginLocks>('locks', {
    lookup: async () => ({
      user: null,
      comptes: [],
      guards: {
        requests: { count: 1, windowStart: new Date() },
        addressFailures: 0,
        pair: none,
        unknown: none,
        ...counted,
      },
    }),
    hitAddress: async () => undefined,
    cell: () => cells,
  });
  return { locks, cells };
}
