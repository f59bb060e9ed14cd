import { z } from 'zod';
import { passwordErrors, type TPasswordLengths } from './password-strength';
import { REQUIRED_MESSAGE, isBlank } from './required';

/** A new password and its confirmation, as typed (sign-up, reset, old-account). */
export type TNewPassword = { password: string; confirmation: string };

export const NEW_PASSWORD_MESSAGES = {
  required: REQUIRED_MESSAGE,
  rules: 'password.rules.unmet',
  mismatch: 'password.confirm.mismatch',
} as const;

export type TNewPasswordMessage = (typeof NEW_PASSWORD_MESSAGES)[keyof typeof NEW_PASSWORD_MESSAGES];

/** Key of the first problem of the pair, or null when the password may be saved (spec 1 §5). */
export function newPasswordError(value: TNewPassword, lengths: TPasswordLengths): TNewPasswordMessage | null {
  if (isBlank(value.password)) return NEW_PASSWORD_MESSAGES.required;
  if (passwordErrors(value.password, lengths).length > 0) return NEW_PASSWORD_MESSAGES.rules;
  if (value.confirmation !== value.password) return NEW_PASSWORD_MESSAGES.mismatch;
  return null;
}

/** The new-password form's schema: the first problem of the pair, on the password field. */
export function makeZNewPassword(lengths: TPasswordLengths) {
  return z.object({ password: z.string(), confirmation: z.string() }).superRefine((value, context) => {
    const message = newPasswordError(value, lengths);
    if (message) context.addIssue({ code: 'custom', path: ['password'], message });
  });
}
