import { z } from 'zod';
import { REQUIRED_MESSAGE, isBlank } from '../access/required';
import { passwordErrors, type TPasswordLengths } from '../access/password-strength';

/** Error keys of the password change (spec 3 §1 maj_password). */
export const PASSWORD_CHANGE_ERRORS = {
  /** The new password is the current one. */
  samePassword: 'maj_password.error.same',
  /** The new password fails a strength rule or a length bound of the issuer. */
  rules: 'password.rules.unmet',
  /** The current password typed is not the stored one. */
  current: 'maj_password.error.current',
  /** The confirmation differs from the new password. */
  mismatch: 'password.confirm.mismatch',
} as const;

/**
 * account/updatePassword: the current password (checked against the stored hash, counting wrong
 * ones against the login's attempt limit) and the new one, already confirmed in the browser.
 */
export const ZUpdatePasswordRequest = z.object({
  currentPassword: z.string().min(1, REQUIRED_MESSAGE).max(256),
  newPassword: z.string().min(1, REQUIRED_MESSAGE).max(256),
});
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

export const ZUpdatePasswordResponse = z.object({
  updated: z.literal(true),
  /** Other sessions of the holder ended by the change. */
  revokedSessions: z.number().int().min(0),
});
export type TUpdatePasswordResponse = z.infer<typeof ZUpdatePasswordResponse>;

export const ZPasswordRules = z.object({ min: z.number().int(), max: z.number().int() });

/**
 * The maj_password form (spec 3 §1): the current password, then the new one with the issuer's
 * lengths and strength rules (spec 3 §5), then its confirmation; one message at a time for the
 * new pair, as the shared new-password field shows it.
 */
export function passwordChangeFormSchema(lengths: TPasswordLengths) {
  return z
    .object({ currentPassword: z.string(), password: z.string(), confirmation: z.string() })
    .superRefine((value, context) => {
      if (!value.currentPassword)
        context.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: PASSWORD_CHANGE_ERRORS.current,
        });
      if (isBlank(value.password))
        context.addIssue({ code: 'custom', path: ['password'], message: REQUIRED_MESSAGE });
      else if (passwordErrors(value.password, lengths).length > 0)
        context.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_CHANGE_ERRORS.rules });
      else if (value.confirmation !== value.password)
        context.addIssue({
          code: 'custom',
          path: ['confirmation'],
          message: PASSWORD_CHANGE_ERRORS.mismatch,
        });
    });
}
export type TPasswordChangeForm = z.infer<ReturnType<typeof passwordChangeFormSchema>>;
