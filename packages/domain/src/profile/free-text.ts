import { makeZRule } from '../access/make-z-rule';
import { REQUIRED_MESSAGE, isBlank } from '../access/required';
import { PROFILE_MESSAGES } from './profile.constants';

/**
 * Free fields (spec 3 §5): letters of any alphabet (accents included), digits, spaces and only the
 * punctuation `, - ( ) / ' ? : + * .`. Anything else (`<`, `;`, `"`, `@`, emoji...) is refused.
 */
export const FREE_TEXT_PATTERN = /^[\p{L}\p{M}0-9 ,\-()/'?:+*.]*$/u;

export function isFreeText(value: string): boolean {
  return FREE_TEXT_PATTERN.test(value);
}

/** Failures of a free field: required (when asked), characters, then length. */
export function freeTextErrors(value: string, options: { max: number; required: boolean }): string[] {
  if (isBlank(value)) return options.required ? [REQUIRED_MESSAGE] : [];
  if (!isFreeText(value)) return [PROFILE_MESSAGES.freeText];
  if (value.length > options.max) return [PROFILE_MESSAGES.maxlength];
  return [];
}

/** zod schema of a free field, same keys in the form and the API. */
export function makeZFreeText(max: number, required = true) {
  return makeZRule((value) => freeTextErrors(value, { max, required }));
}
