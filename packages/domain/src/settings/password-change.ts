import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../access/required';

/** Error keys of the password change (spec 3 §1 maj_password). */
export const PASSWORD_CHANGE_ERRORS = {
  /** The new password is the current one. */
  samePassword: 'maj_password.error.same',
  /** The new password fails a strength rule or a length bound of the issuer. */
  rules: 'password.rules.unmet',
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
