import { describe, expect, it } from 'vitest';
import { checkContactUpdate, type TContactUpdateInput } from './contact-update';

const base: TContactUpdateInput = {
  telephone: ' +33612345678 ',
  email: 'jean.dupont@example.com',
  current: { phone: '+33612345678', email: 'jean.dupont@example.com' },
  identityConfirmed: false,
  smsConsent: true,
  phoneRules: { allowedDialCodes: [], mobileCheckDialCodes: ['+33'] },
};

describe('checkContactUpdate', () => {
  it('accepts the contacts on record as they are, trimmed, without the identity code', () => {
    expect(checkContactUpdate(base)).toEqual({
      ok: true,
      telephone: '+33612345678',
      email: 'jean.dupont@example.com',
    });
  });

  it('asks for the identity code before a change', () => {
    expect(checkContactUpdate({ ...base, email: 'autre@example.com' })).toEqual({
      ok: false,
      code: 'signup.identity.required',
    });
    expect(checkContactUpdate({ ...base, email: 'autre@example.com', identityConfirmed: true }).ok).toBe(
      true,
    );
  });

  it('names each invalid field with its message key', () => {
    const result = checkContactUpdate({
      ...base,
      telephone: '+33123456789',
      email: 'Pas-Un-Mail',
      identityConfirmed: true,
    });
    expect(result).toEqual({
      ok: false,
      code: 'signup.contact.invalid',
      fields: { telephone: 'form.field.validator.phone', email: 'form.field.validator.email' },
    });
  });

  it('requires the mobile and the SMS consent', () => {
    expect(checkContactUpdate({ ...base, telephone: '', identityConfirmed: true })).toMatchObject({
      code: 'signup.contact.invalid',
      fields: { telephone: 'form.field.validator.message' },
    });
    expect(checkContactUpdate({ ...base, smsConsent: false })).toEqual({
      ok: false,
      code: 'signup.consent.required',
    });
  });
});
