import { z } from 'zod';
import { EMAIL_MESSAGE, isContactEmail } from '../access/email';
import { PHONE_MESSAGES, phoneErrors } from '../access/phone-errors';
import { REQUIRED_MESSAGE, isBlank } from '../access/required';
import type { TPhoneSettings } from '../resource/resource.types';

/** The contacts of the medium-score modal (spec 2 §2): the form's names; the wire's are telephone and mail. */
export type TMediumContact = { phone: string; email: string };

/**
 * The medium-score contacts (spec 2 §5), for the modal's resolver and the update call alike: both
 * required, a mobile number under the issuer's phone rules, and a contact e-mail in any letter
 * case. Gives the values trimmed.
 */
export function makeZMediumContact(settings: TPhoneSettings) {
  return z
    .object({ phone: z.string(), email: z.string() })
    .superRefine(({ phone, email }, context) => {
      const phoneError = phoneErrors(phone.trim(), { ...settings, required: true });
      if (phoneError)
        context.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGES[phoneError] });
      // A blank e-mail is a missing field, not a malformed one: the required message, as for the phone.
      if (isBlank(email)) context.addIssue({ code: 'custom', path: ['email'], message: REQUIRED_MESSAGE });
      else if (!isContactEmail(email.trim(), { caseInsensitive: true }))
        context.addIssue({ code: 'custom', path: ['email'], message: EMAIL_MESSAGE });
    })
    .transform(({ phone, email }): TMediumContact => ({ phone: phone.trim(), email: email.trim() }));
}
