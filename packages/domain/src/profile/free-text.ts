import { makeZRule } from '../access/make-z-rule';
import { REQUIRED_MESSAGE, isBlank } from '../access/required';
import { isFreeText } from '../support/free-text';
import { PROFILE_MESSAGES } from './profile.constants';

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
