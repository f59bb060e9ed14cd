import { describe, expect, it } from 'vitest';
import { readIdleTimings } from './idle-timings';

describe('idle timings', () => {
  it('are the spec values by default', () =>
    expect(readIdleTimings('', false)).toEqual({ idleMs: 600_000, timeoutMs: 120_000, pingMs: 600_000 }));
  it('can be shortened by query parameters outside production', () =>
    expect(readIdleTimings('?idleSeconds=2&timeoutSeconds=3&pingSeconds=1', false)).toEqual({
      idleMs: 2000,
      timeoutMs: 3000,
      pingMs: 1000,
    }));
  it('ignore the parameters in production and bad values anywhere', () => {
    expect(readIdleTimings('?idleSeconds=2&timeoutSeconds=3', true)).toEqual({
      idleMs: 600_000,
      timeoutMs: 120_000,
      pingMs: 600_000,
    });
    expect(readIdleTimings('?idleSeconds=abc&timeoutSeconds=-1', false)).toEqual({
      idleMs: 600_000,
      timeoutMs: 120_000,
      pingMs: 600_000,
    });
  });
});
