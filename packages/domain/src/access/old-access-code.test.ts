import { describe, expect, it } from 'vitest';
import { OLD_ACCESS_CODE_MIN_LENGTH, ZOldAccessCode, oldAccessCodeError } from './old-access-code';

describe('oldAccessCodeError', () => {
  it('needs at least 4 characters', () => expect(OLD_ACCESS_CODE_MIN_LENGTH).toBe(4));
  it.each([
    ['abc', 'login.errrortext.min'],
    ['abcd', null],
    ['abcde', null],
  ])('%s (3, 4, 5 characters) gives %s', (value, expected) =>
    expect(oldAccessCodeError(value)).toBe(expected),
  );

  it('asks for a value when empty or only spaces', () => {
    expect(oldAccessCodeError('')).toBe('form.field.validator.message');
    expect(oldAccessCodeError('      ')).toBe('form.field.validator.message');
  });
  it('does not count surrounding spaces toward the length', () => {
    expect(oldAccessCodeError('  abc  ')).toBe('login.errrortext.min');
  });
});

describe('ZOldAccessCode', () => {
  it('trims the code it returns', () => expect(ZOldAccessCode.parse('  ab12  ')).toBe('ab12'));
  it('carries the minimum-length message with the minimum', () => {
    const issue = ZOldAccessCode.safeParse('ab1').error?.issues[0];
    expect(issue).toMatchObject({ message: 'login.errrortext.min', params: { min: 4 } });
  });
  it('gives the required message when missing', () => {
    expect(ZOldAccessCode.safeParse(undefined).error?.issues[0]?.message).toBe(
      'form.field.validator.message',
    );
  });
});
