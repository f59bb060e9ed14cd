import { isDigitsOnly } from './digits-only';
import { makeZRule } from './make-z-rule';
import { REQUIRED_MESSAGE, isBlank } from './required';

/** Between the issuer code and the holder's number in a client reference: `1234 / 567`. */
export const CLIENT_REFERENCE_SEPARATOR = ' / ';

/** Digits after the prefix, inclusive (spec 1 §9). */
export const CLIENT_REFERENCE_DIGITS = { min: 1, max: 7 } as const;

/**
 * Failed-rule keys, spelt as the spec spells them (invadidRef included). invadidRef: the value
 * does not start with the chosen issuer's prefix; isNumber: something other than digits follows
 * it; minlength: nothing follows it; maxlength: more than 7 characters follow it.
 */
export const CLIENT_REFERENCE_ERRORS = ['invadidRef', 'isNumber', 'minlength', 'maxlength'] as const;
export type TClientReferenceError = (typeof CLIENT_REFERENCE_ERRORS)[number];

/** What the reference field is prefilled with once an issuer is chosen (spec 1 §4). */
export function clientReferencePrefix(emetIden: string | number): string {
  return `${emetIden}${CLIENT_REFERENCE_SEPARATOR}`;
}

/** Splits `code / number` at the first separator; null when there is none. */
export function splitClientReference(value: string): { issuerCode: string; digits: string } | null {
  const at = value.indexOf(CLIENT_REFERENCE_SEPARATOR);
  if (at < 0) return null;
  return { issuerCode: value.slice(0, at), digits: value.slice(at + CLIENT_REFERENCE_SEPARATOR.length) };
}

/**
 * Every rule the reference fails against `prefix` (from clientReferencePrefix); empty when valid.
 * A prefix without an issuer code (no issuer chosen yet) matches nothing, so it gives invadidRef.
 */
export function clientReferenceErrors(value: string, prefix: string): TClientReferenceError[] {
  const hasIssuer =
    prefix.endsWith(CLIENT_REFERENCE_SEPARATOR) && prefix.length > CLIENT_REFERENCE_SEPARATOR.length;
  if (!hasIssuer || !value.startsWith(prefix)) return ['invadidRef'];
  const digits = value.slice(prefix.length);
  if (digits === '') return ['minlength'];
  const errors: TClientReferenceError[] = [];
  if (!isDigitsOnly(digits)) errors.push('isNumber');
  if (digits.length > CLIENT_REFERENCE_DIGITS.max) errors.push('maxlength');
  return errors;
}

/**
 * Schema for the reference of the chosen issuer. Blank gives the required message; each failed
 * rule is an issue whose message is its error key, with the digit bounds as `{ min, max }` params
 * (the same params the password's minlength and maxlength carry, so one text serves both), and
 * the bound the rule names as `count`: the minimum is one digit, whose text is singular
 * (minlength_one, "At least 1 character", not "1 characters").
 */
export function makeZClientReference(prefix: string) {
  return makeZRule((value) =>
    isBlank(value)
      ? [REQUIRED_MESSAGE]
      : clientReferenceErrors(value, prefix).map((error) => ({
          message: error,
          params: {
            ...CLIENT_REFERENCE_DIGITS,
            count: error === 'maxlength' ? CLIENT_REFERENCE_DIGITS.max : CLIENT_REFERENCE_DIGITS.min,
          },
        })),
  );
}
