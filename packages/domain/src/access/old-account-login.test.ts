import { describe, expect, it } from 'vitest';
import { ZOldPassword, makeZOldAccountLogin } from './old-account-login';

describe('ZOldPassword', () => {
  it('asks for a value when empty or only spaces', () => {
    for (const value of ['', '   '])
      expect(ZOldPassword.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
        'form.field.validator.message',
      ]);
  });
  it('accepts any other value as typed, spaces kept', () => expect(ZOldPassword.parse(' x ')).toBe(' x '));
});

describe('makeZOldAccountLogin', () => {
  const shown = makeZOldAccountLogin({ accessCodeShown: true });
  const hidden = makeZOldAccountLogin({ accessCodeShown: false });

  it('refuses an access code with surrounding spaces (spec 1 §5: no whitespace)', () => {
    expect(shown.safeParse({ emetIden: '12345', accessCode: ' abcd ', password: 'secret' }).success).toBe(
      false,
    );
  });

  it('returns the access code when the field is shown', () => {
    expect(shown.parse({ emetIden: '12345', accessCode: 'abcd', password: 'secret' })).toEqual({
      emetIden: '12345',
      accessCode: 'abcd',
      password: 'secret',
    });
  });

  it('requires the access code when shown', () => {
    const issues =
      shown.safeParse({ emetIden: '12345', accessCode: '', password: 'secret' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['accessCode', 'form.field.validator.message'],
    ]);
  });

  it('neither checks nor returns a hidden access code', () => {
    expect(hidden.parse({ emetIden: '12345', accessCode: 'x', password: 'secret' })).toEqual({
      emetIden: '12345',
      accessCode: undefined,
      password: 'secret',
    });
  });

  it('reports each field by its path', () => {
    const issues = hidden.safeParse({ emetIden: '12a', password: '' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['emetIden', 'form.field.validator.numerique'],
      ['password', 'form.field.validator.message'],
    ]);
  });
});
