import { describe, expect, it } from 'vitest';
import { ZModalPassword } from './modal-password';

describe('ZModalPassword', () => {
  it.each(['', '   ', undefined])('rejects %j with majpassword.text.empty', (value) => {
    expect(ZModalPassword.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
      'majpassword.text.empty',
    ]);
  });
  it('accepts any non-blank password, however weak, and keeps its spaces', () => {
    expect(ZModalPassword.parse(' a ')).toBe(' a ');
  });
});
