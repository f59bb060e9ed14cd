import { describe, expect, it } from 'vitest';
import { ZSignupIdentifier, signupIdentifierError } from './signup-identifier';

describe('signupIdentifierError', () => {
  it.each([
    ['1234567', 'form.validator.identifiant'],
    ['12345678', null],
    ['123456789', null],
    ['1234567890', null],
    ['12345678901', 'form.validator.identifiant'],
  ])('%s (%#: 7, 8, 9, 10, 11 characters) gives %s', (value, expected) => {
    expect(signupIdentifierError(value)).toBe(expected);
  });

  it('accepts letters as well as digits', () => expect(signupIdentifierError('AB12CD34')).toBeNull());
  it('asks for a value when empty', () =>
    expect(signupIdentifierError('')).toBe('form.field.validator.message'));
  it('asks for a value when only spaces are typed, even 8 of them', () => {
    expect(signupIdentifierError('        ')).toBe('form.field.validator.message');
  });
  it('counts a trailing space toward the length', () => {
    expect(signupIdentifierError('1234567890 ')).toBe('form.validator.identifiant');
  });
});

describe('ZSignupIdentifier', () => {
  it('parses a valid identifier unchanged', () =>
    expect(ZSignupIdentifier.parse('12345678')).toBe('12345678'));
  it('reports the length message as the issue', () => {
    expect(ZSignupIdentifier.safeParse('1234567').error?.issues.map((issue) => issue.message)).toEqual([
      'form.validator.identifiant',
    ]);
  });
  it('reports the required message for a missing value', () => {
    expect(ZSignupIdentifier.safeParse(undefined).error?.issues[0]?.message).toBe(
      'form.field.validator.message',
    );
  });
});
