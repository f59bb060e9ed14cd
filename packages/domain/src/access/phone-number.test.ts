import { describe, expect, it } from 'vitest';
import { hasPhoneShape, normaliseDialCode, parseDialCodes, toE164 } from './phone-number';

describe('hasPhoneShape', () => {
  it.each([
    ['+123456', false],
    ['+1234567', false],
    ['+12345678', true],
    ['+1234567890123456', true],
    ['+12345678901234567', false],
  ])('%s (6, 7, 8, 16, 17 digits) gives %s', (value, expected) =>
    expect(hasPhoneShape(value)).toBe(expected),
  );

  it('accepts digits, plus, parentheses, dash, dot and space', () =>
    expect(hasPhoneShape('+33 (0)6-12.34.56.78')).toBe(true));
  it.each(['+33612345678a', '+33/612345678', '+33_612345678', '+33612345678#'])('rejects %s', (value) => {
    expect(hasPhoneShape(value)).toBe(false);
  });
  it('does not count separators as digits', () => expect(hasPhoneShape('1-2-3-4-5-6-7')).toBe(false));
});

describe('toE164', () => {
  it('writes an international number in E.164', () =>
    expect(toE164('+33 6 12 34 56 78')).toBe('+33612345678'));
  it('drops the trunk zero written in parentheses', () =>
    expect(toE164('+33 (0)6 12 34 56 78')).toBe('+33612345678'));
  it('reads a national number with the chosen country', () =>
    expect(toE164('06 12 34 56 78', 'FR')).toBe('+33612345678'));
  it('gives empty for a national number without a country', () => expect(toE164('06 12 34 56 78')).toBe(''));
  it('gives empty for empty text', () => expect(toE164('')).toBe(''));
  it('gives empty rather than ignore a stray letter', () => expect(toE164('+33612345678abc')).toBe(''));
  it('keeps a number that parses but is not valid, for the validator to report', () => {
    expect(toE164('+3361234567')).toBe('+3361234567');
  });
});

describe('dial codes', () => {
  it('drops the plus sign and spaces', () => expect(normaliseDialCode(' +33 ')).toBe('33'));
  it('reads a ;-separated site parameter', () =>
    expect(parseDialCodes('33; +44;;49 ')).toEqual(['33', '44', '49']));
  it('reads a missing parameter as no codes', () => expect(parseDialCodes(undefined)).toEqual([]));
});
