import { EMAIL_MESSAGE, isContactEmail, PHONE_MESSAGES, type TPhoneSettings } from '@nomina/domain';
import { z } from 'zod';
import { isPhoneAccepted } from '../../../components/phone-input/phone-value';

/** The contacts the medium-score modal sends (spec 2 §2), as typed. */
export type TMediumContact = { phone: string; email: string };

/**
 * The medium-score modal's resolver schema: a mobile number under the issuer's phone rules (the
 * phone field tells its own message) and a contact e-mail, compared without case.
 */
export function mediumContactSchema(settings: TPhoneSettings) {
  return z.object({ phone: z.string(), email: z.string() }).superRefine(({ phone, email }, context) => {
    if (!isPhoneAccepted(phone, settings))
      context.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGES.invalidphone });
    const trimmed = email.trim();
    if (trimmed === '' || !isContactEmail(trimmed, { caseInsensitive: true }))
      context.addIssue({ code: 'custom', path: ['email'], message: EMAIL_MESSAGE });
  });
}
