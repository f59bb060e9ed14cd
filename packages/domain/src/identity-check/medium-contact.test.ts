import { describe, expect, it } from 'vitest';
import { makeZMediumContact } from './medium-contact';

const schema = makeZMediumContact({ allowedDialCodes: ['33'], mobileCheckDialCodes: ['33'] });

const messages = (phone: string, email: string) => {
  const parsed = schema.safeParse({ phone, email });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('medium-score contacts (spec 2 §5)', () => {
  it('requires both, a blank e-mail as a missing field', () => {
    expect(messages('', ' ')).toEqual({
      phone: 'form.field.validator.message',
      email: 'form.field.validator.message',
    });
  });

  it('refuses a malformed e-mail and a landline where a mobile is required', () => {
    expect(messages('+33612345678', 'not-an-address')).toEqual({ email: 'form.field.validator.email' });
    expect(messages('+33145454545', 'a@example.fr')).toEqual({ phone: 'form.field.validator.phone' });
    expect(messages('+4915123456789', 'a@example.fr')).toEqual({
      phone: 'form.field.validator.phone.country',
    });
  });

  it('accepts an e-mail in any letter case, and gives the values trimmed', () => {
    expect(schema.parse({ phone: ' +33612345678 ', email: ' Marie.Dupont@Example.FR ' })).toEqual({
      phone: '+33612345678',
      email: 'Marie.Dupont@Example.FR',
    });
  });
});
