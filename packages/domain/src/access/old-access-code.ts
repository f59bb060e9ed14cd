import { z } from 'zod';
import { REQUIRED_MESSAGE, isBlank } from './required';

export const OLD_ACCESS_CODE_MESSAGES = {
  required: REQUIRED_MESSAGE,
  /** A space, tab or line break anywhere in the code (spec 1 §5: no whitespace). */
  whitespace: 'login.errortext.whitespace',
} as const;
export type TOldAccessCodeMessage = (typeof OLD_ACCESS_CODE_MESSAGES)[keyof typeof OLD_ACCESS_CODE_MESSAGES];

/**
 * The message for an old access code, or null when valid (spec 1 §5): required, and no
 * whitespace anywhere, neither around nor inside. The spec names a minimum-length message but
 * no minimum, so no length is made up: the old portal's codes are checked by the server.
 */
export function oldAccessCodeError(value: string): TOldAccessCodeMessage | null {
  if (isBlank(value)) return OLD_ACCESS_CODE_MESSAGES.required;
  return /\s/u.test(value) ? OLD_ACCESS_CODE_MESSAGES.whitespace : null;
}

/** Old access code when the field is shown. */
export const ZOldAccessCode = z.string({ error: REQUIRED_MESSAGE }).superRefine((value, ctx) => {
  const message = oldAccessCodeError(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});
