import {
  EMAIL_MESSAGE,
  isBlank,
  isContactEmail,
  PHONE_MESSAGES,
  REQUIRED_MESSAGE,
  type TPhoneSettings,
} from '@nomina/domain';
import { z } from 'zod';
import { isPhoneAccepted } from '../../../components/phone-input/phone-value';

/** The contacts the medium-score modal sends (spec 2 §2), as typed. */
export type TMediumContact = { phone: string; email: string };

/**
 * The medium-score modal's resolver schema: both required (spec 2 §5), a mobile number under the
 * issuer's phone rules and a contact e-mail, compared without case.
 */
export function mediumContactSchema(settings: TPhoneSettings) {
  return z.object({ phone: z.string(), email: z.string() }).superRefine(({ phone, email }, context) => {
    if (isBlank(phone)) context.addIssue({ code: 'custom', path: ['phone'], message: REQUIRED_MESSAGE });
    else if (!isPhoneAccepted(phone, settings))
      context.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGES.invalidphone });
    if (isBlank(email)) context.addIssue({ code: 'custom', path: ['email'], message: REQUIRED_MESSAGE });
    else if (!isContactEmail(email.trim(), { caseInsensitive: true }))
      context.addIssue({ code: 'custom', path: ['email'], message: EMAIL_MESSAGE });
  });
}
