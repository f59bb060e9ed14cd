import { z } from 'zod';
import { EMAIL_MESSAGE, isContactEmail } from '../access/email';
import { PHONE_MESSAGES, phoneErrors, type TPhoneRules } from '../access/phone-errors';
import { ZContactKind, type TContactKind } from './profile.types';

/** The issuer's phone rules (TEL_INDICATIF_AUTORISE, INDICATIFS_VERIF_MOBILE_FORTE); required is implied. */
export type TContactPhoneRules = Omit<TPhoneRules, 'required'>;

/**
 * Why a new contact is refused (message key), or null: an e-mail of the contact block, or a phone
 * (E.164) passing every phone rule of the issuer. The same rule for the form and profile/contact-code.
 */
export function contactValueError(kind: TContactKind, value: string, phoneRules: TContactPhoneRules) {
  const trimmed = value.trim();
  if (kind === 'MAIL') return isContactEmail(trimmed) ? null : EMAIL_MESSAGE;
  const error = phoneErrors(trimmed, { ...phoneRules, required: true });
  return error ? PHONE_MESSAGES[error] : null;
}

/** profile/contact-code: the new phone or e-mail, checked by `contactValueError`, trimmed. */
export function makeZContactChange(phoneRules: TContactPhoneRules) {
  return z
    .object({ kind: ZContactKind, value: z.string().max(254, EMAIL_MESSAGE) })
    .superRefine((body, ctx) => {
      const message = contactValueError(body.kind, body.value, phoneRules);
      if (message) ctx.addIssue({ code: 'custom', path: ['value'], message });
    })
    .transform((body) => ({ kind: body.kind, value: body.value.trim() }));
}
export type TContactChange = z.output<ReturnType<typeof makeZContactChange>>;
