import { describe, expect, it, vi } from 'vitest';
import { createIdentifierLimiter } from './identifier-limiter';

describe('createIdentifierLimiter', () => {
  it('refuses the request past the limit for one identifier only, case-insensitively', () => {
    const hit = createIdentifierLimiter(2);
    hit('login', 'jdupont01');
    hit('login', 'JDUPONT01');
    expect(() => hit('login', 'jdupont01')).toThrow('general.error.ratelimit');
    expect(() => hit('login', 'mmartin01')).not.toThrow();
    expect(() => hit('forgot', 'jdupont01')).not.toThrow();
  });

  it('opens a new window after a minute', () => {
    vi.useFakeTimers();
    const hit = createIdentifierLimiter(1);
    hit('login', 'a');
    expect(() => hit('login', 'a')).toThrow();
    vi.advanceTimersByTime(60_001);
    expect(() => hit('login', 'a')).not.toThrow();
    vi.useRealTimers();
  });
});
