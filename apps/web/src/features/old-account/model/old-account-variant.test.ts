import { describe, expect, it } from 'vitest';
import { availableVariants, pickVariant } from './old-account-variant';

const access = (exPLS: boolean, exOLIS: boolean, allowLegacyUser = true) => ({
  allowLegacyUser,
  getMyAccess: { exPLS, exOLIS },
});

describe('old-account variants', () => {
  it('offers what the theme flags say, and nothing without legacy users', () => {
    expect(availableVariants(access(true, true))).toEqual(['PLS', 'OLIS']);
    expect(availableVariants(access(true, false))).toEqual(['PLS']);
    expect(availableVariants(access(false, false))).toEqual([]);
    expect(availableVariants(access(true, true, false))).toEqual([]);
  });

  it('opens the requested variant in any case, only when offered', () => {
    expect(pickVariant('pls', ['PLS', 'OLIS'])).toBe('PLS');
    expect(pickVariant('OLIS', ['PLS', 'OLIS'])).toBe('OLIS');
    expect(pickVariant('olis', ['PLS'])).toBeNull();
    expect(pickVariant('other', ['PLS'])).toBeNull();
  });

  it('opens the first offered variant when none is asked for, or none at all', () => {
    expect(pickVariant(null, ['PLS'])).toBe('PLS');
    expect(pickVariant(null, [])).toBeNull();
  });
});
