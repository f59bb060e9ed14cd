import { describe, expect, it } from 'vitest';
import { OTP_LENGTH, ZOneTimeCode, isOneTimeCodeValid, oneTimeCodeErrors } from './one-time-code';

describe('oneTimeCodeErrors', () => {
  it('has a length of 6', () => expect(OTP_LENGTH).toBe(6));

  it.each([
    ['12345', ['form.validator.otp.length']],
    ['123456', []],
    ['1234567', ['form.validator.otp.length']],
  ])('%s (5, 6, 7 digits) gives %j', (value, expected) => {
    expect(oneTimeCodeErrors(value)).toEqual(expected);
  });

  it('keeps leading zeros as a valid code', () => expect(oneTimeCodeErrors('000000')).toEqual([]));
  it('rejects a letter in a 6-character code with the pattern message', () => {
    expect(oneTimeCodeErrors('12a456')).toEqual(['form.validator.alphanumeric']);
  });
  it('reports the pattern before the length when both fail', () => {
    expect(oneTimeCodeErrors('12a')).toEqual(['form.validator.alphanumeric', 'form.validator.otp.length']);
  });
  it('rejects a space inside the code', () =>
    expect(oneTimeCodeErrors('123 56')).toEqual(['form.validator.alphanumeric']));
  it('asks for a value when empty or only spaces', () => {
    expect(oneTimeCodeErrors('')).toEqual(['form.field.validator.message']);
    expect(oneTimeCodeErrors('      ')).toEqual(['form.field.validator.message']);
  });
});

describe('isOneTimeCodeValid', () => {
  it('enables validation for 6 digits only', () => {
    expect(isOneTimeCodeValid('654321')).toBe(true);
    expect(isOneTimeCodeValid('65432')).toBe(false);
  });
});

describe('ZOneTimeCode', () => {
  it('parses a 6-digit code', () => expect(ZOneTimeCode.parse('012345')).toBe('012345'));
  it('carries the spec keys as issue messages', () => {
    expect(ZOneTimeCode.safeParse('12a').error?.issues.map((issue) => issue.message)).toEqual([
      'form.validator.alphanumeric',
      'form.validator.otp.length',
    ]);
  });
});
