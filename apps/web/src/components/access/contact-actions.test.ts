import { describe, expect, it } from 'vitest';
import { canActOnContacts, identityCodeOffers, visibleContactActions } from './contact-actions';

const both = { telephone: '+33611223344', email: 'a@b.fr', consentementSms: false };
const phoneOnly = { ...both, email: null };
const emailOnly = { ...both, telephone: null };

describe('visibleContactActions', () => {
  it('offers every action when both contacts exist', () =>
    expect(visibleContactActions(both, 'none')).toEqual({
      editPhone: true,
      editEmail: true,
      editBoth: true,
      validateAsIs: true,
    }));
  it('offers the e-mail edit only with a phone, and no validate-as-is', () =>
    expect(visibleContactActions(phoneOnly, 'none')).toEqual({
      editPhone: false,
      editEmail: true,
      editBoth: true,
      validateAsIs: false,
    }));
  it('offers the phone edit only with an e-mail', () =>
    expect(visibleContactActions(emailOnly, 'none')).toMatchObject({
      editPhone: true,
      editEmail: false,
      validateAsIs: false,
    }));
  it('hides them all while something is being changed', () =>
    expect(Object.values(visibleContactActions(both, 'phone'))).toEqual([false, false, false, false]));
});

describe('canActOnContacts', () => {
  it('waits for the consent to be given or ticked', () => {
    expect(canActOnContacts(both, false)).toBe(false);
    expect(canActOnContacts(both, true)).toBe(true);
    expect(canActOnContacts({ ...both, consentementSms: true }, false)).toBe(true);
  });
});

describe('identityCodeOffers', () => {
  it('offers the mobile when the e-mail changes, the e-mail when the phone changes', () => {
    expect(identityCodeOffers(both, 'email')).toEqual({ byMobile: true, byEmail: false });
    expect(identityCodeOffers(both, 'phone')).toEqual({ byMobile: false, byEmail: true });
    expect(identityCodeOffers(both, 'both')).toEqual({ byMobile: true, byEmail: true });
  });
  it('never offers a channel the holder does not have', () => {
    expect(identityCodeOffers(phoneOnly, 'both')).toEqual({ byMobile: true, byEmail: false });
    expect(identityCodeOffers(emailOnly, 'both')).toEqual({ byMobile: false, byEmail: true });
  });
});
