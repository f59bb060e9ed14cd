import { describe, expect, it } from 'vitest';
import { ZContactEmail, ZIdentityEmail, isContactEmail } from './email';

describe('isContactEmail (contact block)', () => {
  it.each([
    'jean.dupont@example.fr',
    'j_d%tag+1-x@mail.example.com',
    'a@b.co',
    'a@b.info',
    'a@sub-domain.example.org',
  ])('accepts %s', (value) => expect(isContactEmail(value)).toBe(true));

  it.each([
    ['a one-letter ending', 'a@b.c'],
    ['a five-letter ending', 'a@b.email'],
    ['a digit in the ending', 'a@b.fr1'],
    ['no at-sign', 'jean.example.fr'],
    ['no dot before the ending', 'jean@examplefr'],
    ['a space', 'jean dupont@example.fr'],
    ['an uppercase letter', 'Jean@example.fr'],
    ['an uppercase domain', 'jean@EXAMPLE.FR'],
    ['an accented letter', 'jérôme@example.fr'],
    ['a leading space', ' jean@example.fr'],
  ])('rejects %s', (_case, value) => expect(isContactEmail(value)).toBe(false));
});

describe('isContactEmail (case-insensitive, identity form)', () => {
  it('accepts uppercase letters', () =>
    expect(isContactEmail('Jean.Dupont@Example.FR', { caseInsensitive: true })).toBe(true));
  it('still rejects a five-letter ending', () =>
    expect(isContactEmail('a@b.EMAIL', { caseInsensitive: true })).toBe(false));
});

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message);

describe('ZContactEmail and ZIdentityEmail', () => {
  it('gives the same e-mail message when empty, blank, missing or malformed', () => {
    for (const value of ['', '   ', undefined, 'jean@'])
      expect(messagesOf(ZContactEmail.safeParse(value))).toEqual(['form.field.validator.email']);
  });
  it('differ only on letter case', () => {
    expect(ZContactEmail.safeParse('Jean@example.fr').success).toBe(false);
    expect(ZIdentityEmail.safeParse('Jean@example.fr').success).toBe(true);
  });
  it('gives the e-mail message on the identity form too', () => {
    expect(messagesOf(ZIdentityEmail.safeParse(''))).toEqual(['form.field.validator.email']);
  });
});
