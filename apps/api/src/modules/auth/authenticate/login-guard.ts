import { FREE, afterFailure, type TLockPolicy, type TLockState } from './lock-policy';

const DAY = 86_400_000;
const MAX_ENTRIES = 100_000;

/**
 * Lock states kept in memory under the policy: per login and address, and for logins that do
 * not exist (so that an unknown login locks like a real one). An entry fades a day after its
 * last failure.
 */
export function createLockStates(policy: TLockPolicy) {
  const states = new Map<string, { state: TLockState; lastAt: number }>();
  return {
    get(key: string): TLockState {
      const entry = states.get(key);
      if (!entry || Date.now() - entry.lastAt > DAY) return FREE;
      return entry.state;
    },
    fail(key: string, now: Date): TLockState {
      const state = afterFailure(this.get(key), policy, now);
      states.delete(key);
      states.set(key, { state, lastAt: now.getTime() });
      if (states.size > MAX_ENTRIES) states.delete(states.keys().next().value!);
      return state;
    },
    clear(key: string): void {
      states.delete(key);
    },
  };
}

/** Counts events per key in a sliding window of `windowMs` (kept as timestamps, oldest dropped). */
export function createWindowCounter(windowMs: number) {
  const events = new Map<string, number[]>();
  const live = (key: string, now: number) => (events.get(key) ?? []).filter((at) => now - at < windowMs);
  return {
    count(key: string): number {
      return live(key, Date.now()).length;
    },
    hit(key: string): number {
      const now = Date.now();
      const kept = [...live(key, now), now].slice(-10_000);
      events.delete(key);
      events.set(key, kept);
      if (events.size > MAX_ENTRIES) events.delete(events.keys().next().value!);
      return kept.length;
    },
  };
}
