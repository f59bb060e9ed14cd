import { describe, expect, it } from 'vitest';
import { loginLoaderRemainingMs } from './login-loader';

describe('login loader (spec 1 §2: hidden after 1 s)', () => {
  it('never holds back the first screen of a visit, which the boot ring covered while it loaded', () => {
    expect(loginLoaderRemainingMs(true)).toBe(0);
  });

  it('covers a later visit (after a logout) for the whole second', () => {
    expect(loginLoaderRemainingMs(false)).toBe(1_000);
    expect(loginLoaderRemainingMs(false, 1_500)).toBe(1_500);
  });
});
