import { describe, expect, it } from 'vitest';
import { isFrenchTaxResident } from '../documentation/tax-residence';
import { ZDispenseAcompteRequest, exemptionWindow } from './exemption';

describe('advance-payment exemption', () => {
  it('opens only for FRANCE, DOM or TOM tax residents (spec 3 §5)', () => {
    expect(['FRANCE', 'DOM', 'TOM'].map(isFrenchTaxResident)).toEqual([true, true, true]);
    expect(isFrenchTaxResident('DEU')).toBe(false);
  });

  it('exempts next year until 30 November inclusive', () => {
    expect(exemptionWindow('2026-11-30')).toEqual({
      isOpen: true,
      year: 2027,
      deadline: '2026-11-30',
      nextOpening: null,
    });
  });

  it('after the deadline, says the next window (from 1 January, for the year after)', () => {
    expect(exemptionWindow('2026-12-01')).toEqual({
      isOpen: false,
      year: 2028,
      deadline: '2027-11-30',
      nextOpening: '2027-01-01',
    });
  });

  it('needs the sworn statement', () => {
    expect(ZDispenseAcompteRequest.safeParse({ situation: 'SINGLE', attestation: false }).success).toBe(
      false,
    );
    expect(ZDispenseAcompteRequest.safeParse({ situation: 'COUPLE', attestation: true }).success).toBe(true);
  });
});
