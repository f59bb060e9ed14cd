import { describe, expect, it } from 'vitest';
import { isConsentValid } from './cookie-consent';

const DAY = 24 * 60 * 60 * 1000;

describe('cookie consent', () => {
  it('lasts 365 days from acceptance', () => {
    const acceptedAt = Date.UTC(2025, 0, 1);
    expect(isConsentValid({ acceptedAt }, acceptedAt + 364 * DAY)).toBe(true);
    expect(isConsentValid({ acceptedAt }, acceptedAt + 365 * DAY)).toBe(false);
  });

  it('is missing without a readable record or with one from the future', () => {
    expect(isConsentValid(null, Date.now())).toBe(false);
    expect(isConsentValid({ acceptedAt: Date.now() + DAY }, Date.now())).toBe(false);
  });
});
