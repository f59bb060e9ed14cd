/**
 * Brute-force policy, after Keycloak's brute-force detection: every `maxFailures` wrong
 * passwords in a row bring a temporary lock that doubles each time (from `baseSeconds` up to
 * `maxSeconds`); after `permanentAfter` temporary locks the lock is permanent (until a password
 * reset). A good password clears the count.
 */
export type TLockPolicy = {
  maxFailures: number;
  baseSeconds: number;
  maxSeconds: number;
  /** Null: never permanent (the per-address counting). */
  permanentAfter: number | null;
};

/** The lock settings a policy is read from (README, Security). */
export type TLockSettings = {
  MAX_PASSWORD_ATTEMPTS: number;
  LOCK_BASE_SECONDS: number;
  LOCK_MAX_SECONDS: number;
};

/** The policy of the settings, permanent after `permanentAfter` locks (null: never). */
export const lockPolicyOf = (settings: TLockSettings, permanentAfter: number | null): TLockPolicy => ({
  maxFailures: settings.MAX_PASSWORD_ATTEMPTS,
  baseSeconds: settings.LOCK_BASE_SECONDS,
  maxSeconds: settings.LOCK_MAX_SECONDS,
  permanentAfter,
});

export type TLockState = { failures: number; lockouts: number; lockedUntil: Date | null; permanent: boolean };

export const FREE: TLockState = { failures: 0, lockouts: 0, lockedUntil: null, permanent: false };

/** The user columns of an account a new password frees from every lock (sign-up, reset). */
export const UNLOCKED_USER = { failedAttempts: 0, lockedAt: null, lockedUntil: null, lockouts: 0 } as const;

export function isLocked(state: TLockState, now: Date): boolean {
  return state.permanent || (state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime());
}

/** Seconds of the n-th temporary lock (n from 1). */
export function lockSeconds(policy: TLockPolicy, lockout: number): number {
  return Math.min(policy.baseSeconds * 2 ** Math.min(lockout - 1, 30), policy.maxSeconds);
}

/** The state after one more wrong password. */
export function afterFailure(state: TLockState, policy: TLockPolicy, now: Date): TLockState {
  const failures = state.failures + 1;
  if (failures % policy.maxFailures !== 0) return { ...state, failures };
  const lockouts = state.lockouts + 1;
  if (policy.permanentAfter !== null && lockouts >= policy.permanentAfter)
    return { failures, lockouts, lockedUntil: null, permanent: true };
  return {
    failures,
    lockouts,
    lockedUntil: new Date(now.getTime() + lockSeconds(policy, lockouts) * 1000),
    permanent: false,
  };
}

/** Least time an attacker needs to reach the permanent lock from a fresh account, in seconds. */
export function secondsToPermanentLock(policy: TLockPolicy): number {
  if (policy.permanentAfter === null) return Number.POSITIVE_INFINITY;
  let total = 0;
  for (let lockout = 1; lockout < policy.permanentAfter; lockout += 1) total += lockSeconds(policy, lockout);
  return total;
}
