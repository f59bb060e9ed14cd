import { describe, expect, it } from 'vitest';
import { ZLoginForm } from './login-form';

describe('ZLoginForm', () => {
  it('asks for both fields, whitespace-only counting as empty', () => {
    const result = ZLoginForm.safeParse({ login: '  ', password: '\u00a0' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['login', 'form.field.validator.message'],
      ['password', 'form.field.validator.message'],
    ]);
  });

  it('trims the identifier and keeps the password as typed', () => {
    expect(ZLoginForm.parse({ login: ' jdupont ', password: ' secret ' })).toEqual({
      login: 'jdupont',
      password: ' secret ',
    });
  });
});
