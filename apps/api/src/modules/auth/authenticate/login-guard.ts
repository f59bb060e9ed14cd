import { ERROR_CODES } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { afterFailure, isLocked, type TLockPolicy, type TLockState } from './lock-policy';

/** A lock state as read, with what tells a later write that it is still the same. */
export type TSeenLock<V> = { state: TLockState; version: V };

/** Where one lock state is kept (a user's row, a row of auth_counters). */
export type TLockCell<V> = {
  read(): Promise<TSeenLock<V>>;
  /** Writes `next` only if the stored state is still `seen`; false when another request was first. */
  swap(seen: TSeenLock<V>, next: TLockState): Promise<boolean>;
};

/** Seconds until a date, for the Retry-After header of a temporary lock. */
export const retryAfter = (until: Date) => ({
  'retry-after': String(Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000))),
});

/** Past this many lost races in a row the request is refused (a flood on one account or address). */
const MAX_ROUNDS = 16;

/**
 * One more wrong password under `policy`, counted exactly once whatever runs at the same time on
 * any instance: the next state is written only over the state it was worked out from, and worked
 * out again from a fresh read when another request wrote first. A state found locked meanwhile is
 * given back uncounted, as a run one at a time would have refused that request before counting.
 */
export async function failOnce<V>(
  cell: TLockCell<V>,
  seen: TSeenLock<V>,
  policy: TLockPolicy,
  now: Date,
): Promise<TLockState> {
  return (await countOnce(cell, seen, policy, now)).state;
}

/**
 * As failOnce, and whether this request was counted (false: the state was locked when it came to
 * count it). Counted before a check is known right, it bounds the checks a lock period allows
 * whatever arrives at once: each takes its place first, and a right one then clears the count.
 */
export async function countOnce<V>(
  cell: TLockCell<V>,
  seen: TSeenLock<V>,
  policy: TLockPolicy,
  now: Date,
): Promise<{ state: TLockState; counted: boolean }> {
  let current = seen;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (isLocked(current.state, now)) return { state: current.state, counted: false };
    const next = afterFailure(current.state, policy, now);
    if (await cell.swap(current, next)) return { state: next, counted: true };
    current = await cell.read();
  }
  throw new AppError(429, ERROR_CODES.tooManyRequests);
}
