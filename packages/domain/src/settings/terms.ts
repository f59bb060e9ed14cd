import { z } from 'zod';

/** The version field of a call that records an acceptance (acceptCgu, the end of sign-up). */
export const ZCguVersion = z.number().int().min(1).max(100_000);

/** authenticate/acceptCgu: the version of the terms the user read and accepted. */
export const ZAcceptCguRequest = z.object({ version: ZCguVersion });

export const ZCguState = z.object({
  /** The version the user must accept before reaching the shell; null when nothing is due. */
  pendingVersion: z.number().int().nullable(),
  acceptedVersion: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
});
export type TCguState = z.infer<typeof ZCguState>;

/** The version of the terms in force, for a visitor about to accept them (sign-up); null if none. */
export const ZCguCurrent = z.object({ version: z.number().int().nullable() });
export type TCguCurrent = z.infer<typeof ZCguCurrent>;

export const CGU_ERRORS = {
  staleVersion: 'cgu.error.version',
  /** The box is not ticked. */
  required: 'cgu.error.required',
} as const;

/** The terms page's form: the "I have read and accept" box must be ticked. */
export const ZTermsAcceptanceForm = z.object({
  isAccepted: z.literal(true, { error: CGU_ERRORS.required }),
});
export type TTermsAcceptanceForm = { isAccepted: boolean };
