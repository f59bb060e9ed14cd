import { z } from 'zod';
import { ZContactEmail } from '../access/email';
import { makeZRule, type TRuleIssue } from '../access/make-z-rule';
import { REQUIRED_MESSAGE, isBlank } from '../access/required';

/** Subjects a visitor may pick on the contact form; the server routes the message by them. */
export const CONTACT_SUBJECTS = ['ACCESS', 'PORTFOLIO', 'OPERATION', 'DOCUMENT', 'OTHER'] as const;
export const ZContactSubject = z.enum(CONTACT_SUBJECTS, { error: REQUIRED_MESSAGE });
export type TContactSubject = z.infer<typeof ZContactSubject>;

/** Message length, inclusive, counted without leading and trailing spaces. */
export const CONTACT_MESSAGE_LENGTH = { min: 10, max: 4000 } as const;
export const CONTACT_NAME_MAX_LENGTH = 120;
export const CONTACT_PHONE_MAX_LENGTH = 32;

/** Every failure of a contact message: required, or `minlength` / `maxlength` with their bounds. */
export function contactMessageErrors(value: string): TRuleIssue[] {
  if (isBlank(value)) return [{ message: REQUIRED_MESSAGE }];
  const { length } = value.trim();
  const params = { ...CONTACT_MESSAGE_LENGTH };
  if (length < CONTACT_MESSAGE_LENGTH.min) return [{ message: 'minlength', params }];
  if (length > CONTACT_MESSAGE_LENGTH.max) return [{ message: 'maxlength', params }];
  return [];
}

function contactNameErrors(value: string): TRuleIssue[] {
  if (isBlank(value)) return [{ message: REQUIRED_MESSAGE }];
  const params = { max: CONTACT_NAME_MAX_LENGTH };
  return value.trim().length > CONTACT_NAME_MAX_LENGTH ? [{ message: 'maxlength', params }] : [];
}

/**
 * The visitor's contact form as the browser checks it. The phone is optional and arrives already
 * in E.164 form (or empty) from the phone input, which reports its own errors.
 */
export const ZContactForm = z.object({
  nom: makeZRule(contactNameErrors),
  email: ZContactEmail,
  telephone: z.string().max(CONTACT_PHONE_MAX_LENGTH).optional(),
  objet: ZContactSubject,
  message: makeZRule(contactMessageErrors),
});
export type TContactForm = z.infer<typeof ZContactForm>;
