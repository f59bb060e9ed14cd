import { describe, expect, it } from 'vitest';
import { ZOldAccessCode, oldAccessCodeError } from './old-access-code';

describe('oldAccessCodeError', () => {
  it('accepts a code of any length without whitespace (no invented minimum)', () => {
    expect(oldAccessCodeError('a')).toBeNull();
    expect(oldAccessCodeError('PLS9999')).toBeNull();
  });

  it('asks for a value when empty or only spaces', () => {
    expect(oldAccessCodeError('')).toBe('form.field.validator.message');
    expect(oldAccessCodeError('      ')).toBe('form.field.validator.message');
  });

  it('refuses whitespace anywhere, around or inside', () => {
    for (const value of [' PLS9999', 'PLS9999 ', 'PLS 9999', 'PLS\t9999', 'PLS\u00a09999'])
      expect(oldAccessCodeError(value), JSON.stringify(value)).toBe('login.errortext.whitespace');
  });
});

describe('ZOldAccessCode', () => {
  it('keeps the code as typed', () => expect(ZOldAccessCode.parse('ab12')).toBe('ab12'));
  it('refuses a code with a space', () => {
    expect(ZOldAccessCode.safeParse('ab 12').error?.issues[0]?.message).toBe('login.errortext.whitespace');
  });
  it('gives the required message when missing', () => {
    expect(ZOldAccessCode.safeParse(undefined).error?.issues[0]?.message).toBe(
      'form.field.validator.message',
    );
  });
});
