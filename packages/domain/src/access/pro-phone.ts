import { isBlank } from './required';

/** A professional mobile whose country prefix is chosen but whose number is left empty (spec 3 §5). */
export type TProPhoneError = 'isIndicatorMentionned';

/**
 * The error for a professional mobile given as a prefix and a number, or null. The field is
 * optional: both blank passes, and the number itself is checked by phoneErrors.
 */
export function proPhoneErrors(prefix: string, number: string): TProPhoneError | null {
  return !isBlank(prefix) && isBlank(number) ? 'isIndicatorMentionned' : null;
}
