import { describe, expect, it } from 'vitest';
import {
  microsToNumber,
  microsToText,
  mulMicros,
  percentOf,
  roundUpCents,
  toMicros,
  wholeUnitsDown,
  wholeUnitsNearest,
  wholeUnitsUp,
} from './decimal';

describe('exact decimals', () => {
  it('multiplies without binary noise', () => {
    // In floating point 1.35 × 1234 is 1665.9000000000001.
    expect(microsToText(mulMicros(toMicros('1.35'), toMicros(1234)))).toBe('1665.90');
    expect(microsToText(mulMicros(toMicros(0.1), toMicros(0.2)))).toBe('0.02');
  });

  it('takes a percentage and rounds up to the cent', () => {
    const tax = percentOf(toMicros('1665.90'), toMicros('12.8'));
    expect(microsToText(tax, 4)).toBe('213.2352');
    expect(microsToText(roundUpCents(tax))).toBe('213.24');
    expect(microsToText(roundUpCents(toMicros('213.20')))).toBe('213.20');
  });

  it('counts whole shares down, up and to the nearest', () => {
    const price = toMicros('38.20');
    expect(wholeUnitsDown(toMicros('1452.66'), price)).toBe(38n);
    expect(wholeUnitsUp(toMicros('1452.66'), price)).toBe(39n);
    expect(wholeUnitsUp(toMicros('1451.60'), price)).toBe(38n);
    expect(wholeUnitsNearest(toMicros('1452.66'), price)).toBe(38n);
    expect(wholeUnitsNearest(toMicros('1470'), price)).toBe(38n);
    expect(wholeUnitsNearest(toMicros('1471'), price)).toBe(39n);
  });

  it('writes wire numbers whose text is the decimal', () => {
    expect(JSON.stringify(microsToNumber(toMicros('1452.66')))).toBe('1452.66');
    expect(() => toMicros('1,35')).toThrow(RangeError);
  });
});
