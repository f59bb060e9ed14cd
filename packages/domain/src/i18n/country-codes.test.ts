import { describe, expect, it } from 'vitest';
import { toAlpha2 } from './country-codes';

describe('toAlpha2', () => {
  it('maps the alpha-3 codes the register stores, and keeps alpha-2 codes', () => {
    expect(toAlpha2('BEL')).toBe('BE');
    expect(toAlpha2('che')).toBe('CH');
    expect(toAlpha2('FR')).toBe('FR');
  });

  it('answers null for a code it does not know', () => {
    expect(toAlpha2('XYZ')).toBeNull();
  });
});
