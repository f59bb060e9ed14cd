import { EMAIL_MESSAGE, PHONE_MESSAGES, ZContactEmail, type TPhoneSettings } from '@nomina/domain';
import { z } from 'zod';
import { isPhoneAccepted } from '../phone-input/phone-value';

/** A contact change of the sign-up and old-account journeys, as typed. */
export type TContactDraft = { telephone: string; email: string };
/** Which contacts the holder is changing. */
export type TContactEditMode = 'phone' | 'email' | 'both';

/**
 * The contact change's resolver schema (spec 1 §5): the new mobile with the issuer's phone rules
 * (unknown rules refuse it until they are loaded), the new e-mail with the contact e-mail rule,
 * each only when it is being changed.
 */
export function makeContactEditSchema(mode: TContactEditMode, phoneSettings: TPhoneSettings | null) {
  return z
    .object({ telephone: z.string(), email: z.string() })
    .superRefine(({ telephone, email }, context) => {
      if (mode !== 'email' && !(phoneSettings && isPhoneAccepted(telephone, phoneSettings)))
        context.addIssue({ code: 'custom', path: ['telephone'], message: PHONE_MESSAGES.invalidphone });
      if (mode !== 'phone' && !ZContactEmail.safeParse(email.trim()).success)
        context.addIssue({ code: 'custom', path: ['email'], message: EMAIL_MESSAGE });
    });
}
