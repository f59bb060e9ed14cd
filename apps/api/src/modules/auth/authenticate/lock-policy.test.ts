import { describe, expect, it } from 'vitest';
import {
  FREE,
  afterFailure,
  isLocked,
  lockSeconds,
  secondsToPermanentLock,
  type TLockPolicy,
} from './lock-policy';

const policy: TLockPolicy = { maxFailures: 5, baseSeconds: 60, maxSeconds: 900, permanentAfter: 10 };
const now = new Date('2026-01-01T00:00:00Z');

describe('brute-force lock policy', () => {
  it('locks for a minute at the fifth failure, then doubles up to fifteen minutes', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => lockSeconds(policy, n))).toEqual([60, 120, 240, 480, 900, 900]);
    let state = FREE;
    for (let failure = 1; failure <= 4; failure += 1) state = afterFailure(state, policy, now);
    expect(isLocked(state, now)).toBe(false);
    state = afterFailure(state, policy, now);
    expect(isLocked(state, now)).toBe(true);
    expect(isLocked(state, new Date(now.getTime() + 61_000))).toBe(false);
    expect(state.lockedUntil!.getTime() - now.getTime()).toBe(60_000);
  });

  it('becomes permanent at the tenth lock, after at least 1 h 30 min of waiting', () => {
    let state = FREE;
    for (let failure = 1; failure <= 49; failure += 1) state = afterFailure(state, policy, now);
    expect(state.permanent).toBe(false);
    state = afterFailure(state, policy, now);
    expect(state.permanent).toBe(true);
    expect(secondsToPermanentLock(policy)).toBe(60 + 120 + 240 + 480 + 900 * 5);
  });

  it('is never permanent without permanentAfter', () => {
    let state = FREE;
    for (let failure = 1; failure <= 500; failure += 1)
      state = afterFailure(state, { ...policy, permanentAfter: null }, now);
    expect(state.permanent).toBe(false);
  });
});
