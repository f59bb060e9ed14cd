import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { poll } from './poll';

describe('poll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks every interval until an answer settles', async () => {
    const answers = [undefined, undefined, 'PAID'];
    const attempt = vi.fn(async () => answers.shift());
    const outcome = poll(attempt, {
      intervalMs: 3000,
      maxPeriodMs: 60_000,
      signal: new AbortController().signal,
    });
    await vi.advanceTimersByTimeAsync(6000);
    await expect(outcome).resolves.toEqual({ kind: 'settled', value: 'PAID' });
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after the maximum period', async () => {
    const attempt = vi.fn(async () => undefined);
    const outcome = poll(attempt, {
      intervalMs: 3000,
      maxPeriodMs: 10_000,
      signal: new AbortController().signal,
    });
    await vi.advanceTimersByTimeAsync(12_000);
    await expect(outcome).resolves.toEqual({ kind: 'timeout' });
    expect(attempt).toHaveBeenCalledTimes(4);
  });
});
