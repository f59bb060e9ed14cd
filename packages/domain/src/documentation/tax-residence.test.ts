import { describe, expect, it } from 'vitest';
import { isFrenchTaxResident } from './tax-residence';

describe('isFrenchTaxResident (spec 3 §3, §5)', () => {
  it('counts FRANCE, DOM and TOM as French residents', () => {
    expect(['FRANCE', 'DOM', 'TOM'].map(isFrenchTaxResident)).toEqual([true, true, true]);
  });

  it('counts any other country as non-French', () => {
    expect(['DEU', 'BEL', 'CHE', ''].map(isFrenchTaxResident)).toEqual([false, false, false, false]);
  });
});
