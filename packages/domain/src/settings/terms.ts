import { z } from 'zod';

/** authenticate/acceptCgu: the version of the terms the user read and accepted. */
export const ZAcceptCguRequest = z.object({ version: z.number().int().min(1).max(100_000) });
export const ZCguState = z.object({
  /** The version the user must accept before reaching the shell; null when nothing is due. */
  pendingVersion: z.number().int().nullable(),
  acceptedVersion: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
});
export type TCguState = z.infer<typeof ZCguState>;
export const CGU_ERRORS = { staleVersion: 'cgu.error.version' } as const;
