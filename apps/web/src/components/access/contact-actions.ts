import type { TContactInfo } from '@nomina/domain';

/** Which contact details the holder is changing; none while they are only shown. */
export type TEditMode = 'none' | 'phone' | 'email' | 'both';

/**
 * The contact step's buttons, each under the spec's condition (spec 1 §2 item 4): edit the phone
 * only when an e-mail exists, the e-mail only when a phone exists, both always, validate as is
 * when both exist and nothing is being changed.
 */
export function visibleContactActions(contact: TContactInfo, mode: TEditMode) {
  const hasPhone = Boolean(contact.telephone);
  const hasEmail = Boolean(contact.email);
  const isShowing = mode === 'none';
  return {
    editPhone: isShowing && hasEmail,
    editEmail: isShowing && hasPhone,
    editBoth: isShowing,
    validateAsIs: isShowing && hasPhone && hasEmail,
  };
}

/** Contact actions wait for the SMS consent: given already, or ticked now (spec 1 §4). */
export function canActOnContacts(contact: TContactInfo, isConsentTicked: boolean): boolean {
  return contact.consentementSms || isConsentTicked;
}

/**
 * The identity-code offers before a request (spec 1 §2 item 6): by mobile when a phone exists and
 * the e-mail is being changed; by e-mail when an e-mail exists and the phone is being changed.
 */
export function identityCodeOffers(contact: TContactInfo, mode: TEditMode) {
  const isPhoneChanging = mode === 'phone' || mode === 'both';
  const isEmailChanging = mode === 'email' || mode === 'both';
  return {
    byMobile: Boolean(contact.telephone) && isEmailChanging,
    byEmail: Boolean(contact.email) && isPhoneChanging,
  };
}
