import { describe, expect, it } from 'vitest';
import { PASSWORD_SPECIAL_CHARACTERS, makeZPassword, passwordErrors } from './password-strength';

const lengths = { min: 8, max: 10 };

describe('passwordErrors', () => {
  it('accepts a password meeting every rule', () => expect(passwordErrors('Abcdef1!', lengths)).toEqual([]));

  it.each([
    ['Abcde1!', ['minlength']],
    ['Abcdef1!', []],
    ['Abcdefg1!', []],
    ['Abcdefgh1!', []],
    ['Abcdefghi1!', ['maxlength']],
  ])('%s (7, 8, 9, 10, 11 characters with min 8, max 10) gives %j', (value, expected) => {
    expect(passwordErrors(value, lengths)).toEqual(expected);
  });

  it.each([
    ['no uppercase letter', 'abcdef1!', 'hasUpperCase'],
    ['no lowercase letter', 'ABCDEF1!', 'hasLowerCase'],
    ['no digit', 'Abcdefg!', 'hasNumber'],
    ['no special character', 'Abcdefg1', 'hasSpecialChar'],
  ])('reports %s', (_case, value, error) => expect(passwordErrors(value, lengths)).toEqual([error]));

  it('lists every failing rule of an empty password, in checklist order', () => {
    expect(passwordErrors('', lengths)).toEqual([
      'hasUpperCase',
      'hasLowerCase',
      'hasNumber',
      'hasSpecialChar',
      'minlength',
    ]);
  });

  it('accepts each listed special character, space included', () => {
    for (const special of PASSWORD_SPECIAL_CHARACTERS)
      expect(passwordErrors(`Abcdef1${special}`, lengths), special).toEqual([]);
  });

  it.each(['$', '&', '~', '`', '/', 'é', '€'])('does not count %s as special', (character) => {
    expect(passwordErrors(`Abcdef1${character}`, lengths)).toEqual(['hasSpecialChar']);
  });

  it('counts accented capitals and small letters as letters', () => {
    expect(passwordErrors('ÉCOLE12!', lengths)).toEqual(['hasLowerCase']);
    expect(passwordErrors('Élève12!', lengths)).toEqual([]);
    expect(passwordErrors('élève12!', lengths)).toEqual(['hasUpperCase']);
  });

  it('follows the site parameters rather than fixed bounds', () => {
    expect(passwordErrors('Abcdef1!', { min: 12, max: 64 })).toEqual(['minlength']);
    expect(passwordErrors('Abcdef1!', { min: 4, max: 6 })).toEqual(['maxlength']);
  });
});

describe('makeZPassword', () => {
  const ZPassword = makeZPassword(lengths);

  it('parses a strong password unchanged', () => expect(ZPassword.parse('Abcdef1!')).toBe('Abcdef1!'));

  it('carries each error key as an issue message with the bounds', () => {
    const issues = ZPassword.safeParse('abcdefghijk').error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([
      'hasUpperCase',
      'hasNumber',
      'hasSpecialChar',
      'maxlength',
    ]);
    expect(issues.at(-1)).toMatchObject({ params: { min: 8, max: 10 } });
  });

  it('gives only the required message for an empty or whitespace-only password', () => {
    for (const value of ['', '          '])
      expect(ZPassword.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
        'form.field.validator.message',
      ]);
  });
});
