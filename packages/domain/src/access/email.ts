import { makeZRule } from './make-z-rule';
import { isBlank } from './required';

/** Shown for a missing e-mail and for a malformed one alike (spec 1 §5). */
export const EMAIL_MESSAGE = 'form.field.validator.email';

/**
 * Contact-block e-mail (spec 1 §5): lowercase letters, digits and `._%+-` before the at-sign, a
 * domain, then a top-level ending of 2 to 4 letters. Deliberately the spec's pattern and no
 * stricter: an address the old portal accepted must still be accepted.
 */
export const CONTACT_EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/;

/** The identity form and the medium-score modal accept the same shape in any letter case. */
export const IDENTITY_EMAIL_PATTERN = new RegExp(CONTACT_EMAIL_PATTERN.source, 'i');

export type TEmailOptions = { caseInsensitive?: boolean };

export function isContactEmail(value: string, { caseInsensitive = false }: TEmailOptions = {}): boolean {
  return (caseInsensitive ? IDENTITY_EMAIL_PATTERN : CONTACT_EMAIL_PATTERN).test(value);
}

function emailIssues(options: TEmailOptions) {
  return (value: string): string[] =>
    isBlank(value) || !isContactEmail(value, options) ? [EMAIL_MESSAGE] : [];
}

/** E-mail in the contact block: lowercase only. */
export const ZContactEmail = makeZRule(emailIssues({ caseInsensitive: false }), EMAIL_MESSAGE);

/** E-mail on the identity form and the medium-score modal: any case. */
export const ZIdentityEmail = makeZRule(emailIssues({ caseInsensitive: true }), EMAIL_MESSAGE);
