import { describe, expect, it } from 'vitest';
import { checkContactUpdate, type TContactUpdateInput } from './contact-update';

const base: TContactUpdateInput = {
  telephone: ' +33612345678 ',
  email: 'jean.dupont@example.com',
  current: { phone: '+33612345678', email: 'jean.dupont@example.com' },
  identityConfirmedBy: null,
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
    expect(
      checkContactUpdate({ ...base, email: 'autre@example.com', identityConfirmedBy: 'MOBILE' }).ok,
    ).toBe(true);
  });

  it('takes the identity code only from the contact that stays (spec 1 §2 item 6)', () => {
    const newEmail = { ...base, email: 'autre@example.com' };
    const newPhone = { ...base, telephone: '+33698765432' };
    const both = { ...newPhone, email: 'autre@example.com' };
    // A new e-mail is confirmed by the mobile on record, a new mobile by the e-mail on record.
    expect(checkContactUpdate({ ...newEmail, identityConfirmedBy: 'MOBILE' }).ok).toBe(true);
    expect(checkContactUpdate({ ...newEmail, identityConfirmedBy: 'MAIL' })).toEqual({
      ok: false,
      code: 'signup.identity.required',
    });
    expect(checkContactUpdate({ ...newPhone, identityConfirmedBy: 'MAIL' }).ok).toBe(true);
    expect(checkContactUpdate({ ...newPhone, identityConfirmedBy: 'MOBILE' })).toEqual({
      ok: false,
      code: 'signup.identity.required',
    });
    // Both changed: either contact on record (the holder may have only one).
    expect(checkContactUpdate({ ...both, identityConfirmedBy: 'MOBILE' }).ok).toBe(true);
    expect(checkContactUpdate({ ...both, identityConfirmedBy: 'MAIL' }).ok).toBe(true);
    expect(checkContactUpdate(both).ok).toBe(false);
  });

  it('names each invalid field with its message key', () => {
    const result = checkContactUpdate({
      ...base,
      telephone: '+33123456789',
      email: 'Pas-Un-Mail',
      identityConfirmedBy: 'MOBILE',
    });
    expect(result).toEqual({
      ok: false,
      code: 'signup.contact.invalid',
      fields: { telephone: 'form.field.validator.phone', email: 'form.field.validator.email' },
    });
  });

  it('requires the mobile and the SMS consent', () => {
    expect(checkContactUpdate({ ...base, telephone: '', identityConfirmedBy: 'MAIL' })).toMatchObject({
      code: 'signup.contact.invalid',
      fields: { telephone: 'form.field.validator.message' },
    });
    expect(checkContactUpdate({ ...base, smsConsent: false })).toEqual({
      ok: false,
      code: 'signup.consent.required',
    });
  });
});
