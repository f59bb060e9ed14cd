import { makeZRule, type TRuleIssue } from './make-z-rule';
import { REQUIRED_MESSAGE, isBlank } from './required';

/**
 * The only characters that count as special (spec 1 §5, spec 3 §5), space included. Characters
 * the spec leaves out — `$ & ~ \` /` and any accented or non-Latin letter — are allowed in a
 * password but do not satisfy hasSpecialChar.
 */
export const PASSWORD_SPECIAL_CHARACTERS = ' !@#%^*()_+-=[]{};\':"\\|,.<>?';

/** Failed-rule keys, in the order a checklist shows them. They are error keys, not messages. */
export const PASSWORD_ERRORS = [
  'hasUpperCase',
  'hasLowerCase',
  'hasNumber',
  'hasSpecialChar',
  'minlength',
  'maxlength',
] as const;
export type TPasswordError = (typeof PASSWORD_ERRORS)[number];

/** Inclusive bounds, read from the MIN_PASSWORD_LENGTH and MAX_PASSWORD_LENGTH site parameters. */
export type TPasswordLengths = { min: number; max: number };

/**
 * Uppercase and lowercase are Unicode letter categories (`\p{Lu}`, `\p{Ll}`), so `É` counts as an
 * uppercase letter and `é` as a lowercase one: a French user typing accents is not told they lack
 * a letter they did type. Digits are ASCII 0-9 only.
 */
const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /[0-9]/;

/**
 * Every strength rule the password fails, in checklist order; empty when it is strong enough.
 * Length is counted in UTF-16 units, as the browser's `maxlength` attribute counts.
 */
export function passwordErrors(value: string, { min, max }: TPasswordLengths): TPasswordError[] {
  const errors: TPasswordError[] = [];
  if (!UPPERCASE.test(value)) errors.push('hasUpperCase');
  if (!LOWERCASE.test(value)) errors.push('hasLowerCase');
  if (!DIGIT.test(value)) errors.push('hasNumber');
  if (![...value].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)))
    errors.push('hasSpecialChar');
  if (value.length < min) errors.push('minlength');
  if (value.length > max) errors.push('maxlength');
  return errors;
}

/**
 * Schema for a new password. A blank value gives only the required message; otherwise each failed
 * rule is an issue whose message is its error key, with `{ min, max }` as params so the UI can say
 * "at least 12 characters".
 */
export function makeZPassword(lengths: TPasswordLengths) {
  return makeZRule((value): TRuleIssue[] =>
    isBlank(value)
      ? [{ message: REQUIRED_MESSAGE }]
      : passwordErrors(value, lengths).map((error) => ({ message: error, params: { ...lengths } })),
  );
}
