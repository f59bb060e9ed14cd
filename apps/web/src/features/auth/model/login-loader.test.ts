import { describe, expect, it } from 'vitest';
import { loginLoaderRemainingMs } from './login-loader';

describe('login loader (spec 1 §2: hidden after 1 s)', () => {
  it('counts the first screen from the navigation, so loading the code is part of the second', () => {
    expect(loginLoaderRemainingMs(350, true)).toBe(650);
    expect(loginLoaderRemainingMs(999, true)).toBe(1);
  });

  it('never holds a page that took longer than the second to load', () => {
    expect(loginLoaderRemainingMs(1_400, true)).toBe(0);
  });

  it('covers a later visit (after a logout) for the whole second', () => {
    expect(loginLoaderRemainingMs(60_000, false)).toBe(1_000);
  });
});
