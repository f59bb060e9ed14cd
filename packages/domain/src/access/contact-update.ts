import { FLOW_ERRORS } from '../errors/error-codes';
import { isContactEmail } from './email';
import { PHONE_MESSAGES, phoneErrors, type TPhoneRules } from './phone-errors';

export type TContactUpdateInput = {
  /** The mobile and e-mail as typed (trimmed here). */
  telephone: string;
  email: string;
  /** The contacts on record: a change from them needs the identity code first. */
  current: { phone: string | null; email: string | null };
  /** The channel of the flow's identity code once checked (null before): the contact that stays. */
  identityConfirmedBy: 'MOBILE' | 'MAIL' | null;
  /** The SMS consent, given now or earlier. */
  smsConsent: boolean;
  /** The issuer's phone parameters; the mobile is required here. */
  phoneRules: Omit<TPhoneRules, 'required'>;
};

export type TContactUpdateResult =
  | { ok: true; telephone: string; email: string }
  | {
      ok: false;
      code: (typeof FLOW_ERRORS)['identityRequired' | 'contactInvalid' | 'consentRequired'];
      fields?: Record<string, string>;
    };

/**
 * The last step of sign-up and of the old-account migration (spec 1 §5): the holder confirms
 * their contacts or changes them. In this order: a change needs the identity code first, sent to
 * the contact that stays (spec 1 §2 item 6: by mobile when the e-mail changes, by e-mail when the
 * phone changes, either when both change), else signup.identity.required; the mobile must pass the issuer's phone rules and the e-mail the
 * contact pattern (signup.contact.invalid, with a message key per field); the SMS consent is
 * required (signup.consent.required).
 */
export function checkContactUpdate(input: TContactUpdateInput): TContactUpdateResult {
  const telephone = input.telephone.trim();
  const email = input.email.trim();
  const isPhoneChanged = telephone !== (input.current.phone ?? '');
  const isEmailChanged = email !== (input.current.email ?? '');
  if (!isConfirmedFor(isPhoneChanged, isEmailChanged, input.identityConfirmedBy))
    return { ok: false, code: FLOW_ERRORS.identityRequired };
  const fields: Record<string, string> = {};
  const phoneError = phoneErrors(telephone, { ...input.phoneRules, required: true });
  if (phoneError) fields.telephone = PHONE_MESSAGES[phoneError];
  if (!isContactEmail(email)) fields.email = 'form.field.validator.email';
  if (Object.keys(fields).length > 0) return { ok: false, code: FLOW_ERRORS.contactInvalid, fields };
  if (!input.smsConsent) return { ok: false, code: FLOW_ERRORS.consentRequired };
  return { ok: true, telephone, email };
}

/** Whether the identity code's channel covers the change: the one that is not being changed. */
function isConfirmedFor(
  isPhoneChanged: boolean,
  isEmailChanged: boolean,
  confirmedBy: TContactUpdateInput['identityConfirmedBy'],
): boolean {
  if (isPhoneChanged && isEmailChanged) return confirmedBy !== null;
  if (isPhoneChanged) return confirmedBy === 'MAIL';
  if (isEmailChanged) return confirmedBy === 'MOBILE';
  return true;
}
