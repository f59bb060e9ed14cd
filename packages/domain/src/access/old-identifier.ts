import { isDigitsOnly } from './digits-only';
import { makeZRule } from './make-z-rule';
import { REQUIRED_MESSAGE, isBlank } from './required';

/** Identifier of an account from the old portal: 5 to 9 digits, inclusive (spec 1 §5 and §9). */
export const OLD_IDENTIFIER_LENGTH = { min: 5, max: 9 } as const;

export const OLD_IDENTIFIER_MESSAGES = {
  required: REQUIRED_MESSAGE,
  length: 'form.validator.minplsId',
  numeric: 'form.field.validator.numerique',
} as const;
export type TOldIdentifierMessage = (typeof OLD_IDENTIFIER_MESSAGES)[keyof typeof OLD_IDENTIFIER_MESSAGES];

/**
 * The message for an old-account identifier, or null when valid. Blank gives required; any
 * character other than a digit, a space included, gives numeric before the length is looked at.
 */
export function oldIdentifierError(value: string): TOldIdentifierMessage | null {
  if (isBlank(value)) return OLD_IDENTIFIER_MESSAGES.required;
  if (!isDigitsOnly(value)) return OLD_IDENTIFIER_MESSAGES.numeric;
  const { min, max } = OLD_IDENTIFIER_LENGTH;
  return value.length < min || value.length > max ? OLD_IDENTIFIER_MESSAGES.length : null;
}

export const ZOldIdentifier = makeZRule((value) => {
  const message = oldIdentifierError(value);
  return message ? [message] : [];
});
