import { z } from 'zod';

export const ZCaptchaToken = z.string().max(10_000).optional();
export const ZVerificationKey = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
export const ZChannel = z.enum(['MOBILE', 'MAIL']);
export type TChannel = z.infer<typeof ZChannel>;

export const ZSent = z.object({ sent: z.literal(true) });

/** What an opened e-mail link tells the page about the flow it continues. */
export const ZLinkInfo = z.object({
  verificationKey: z.string(),
  purpose: z.enum(['SIGNUP', 'RESET']),
  login: z.string(),
  passwordRules: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type TLinkInfo = z.infer<typeof ZLinkInfo>;

/** A code was sent: where to, partly starred. */
export const ZCodeSent = z.object({ verificationKey: z.string(), channel: ZChannel, maskedTo: z.string() });
export type TCodeSent = z.infer<typeof ZCodeSent>;

/** Contact details shown read-only in the contact step. */
export const ZContactInfo = z.object({
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  consentementSms: z.boolean(),
});
export type TContactInfo = z.infer<typeof ZContactInfo>;

/** The bot check the page runs: an ALTCHA proof of work to solve, or reCAPTCHA v3 with its site key. */
export type TCaptchaChallenge =
  | {
      provider: 'altcha';
      algorithm: string;
      challenge: string;
      maxnumber?: number;
      salt: string;
      signature: string;
    }
  | { provider: 'recaptcha'; siteKey: string };
