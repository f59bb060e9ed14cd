import { describe, expect, it } from 'vitest';
import { makeZNewPassword, newPasswordError } from './new-password';

const lengths = { min: 8, max: 20 };

describe('new password', () => {
  it('gives the first problem: required, then the rules, then the confirmation', () => {
    expect(newPasswordError({ password: ' ', confirmation: '' }, lengths)).toBe(
      'form.field.validator.message',
    );
    expect(newPasswordError({ password: 'short', confirmation: 'short' }, lengths)).toBe(
      'password.rules.unmet',
    );
    expect(newPasswordError({ password: 'Aa1!aaaaaa', confirmation: 'Aa1!aaaaab' }, lengths)).toBe(
      'password.confirm.mismatch',
    );
    expect(newPasswordError({ password: 'Aa1!aaaaaa', confirmation: 'Aa1!aaaaaa' }, lengths)).toBeNull();
  });

  it('puts the problem on the password field for a form', () => {
    const result = makeZNewPassword(lengths).safeParse({ password: 'short', confirmation: '' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['password'], 'password.rules.unmet'],
    ]);
  });
});
