import { z } from 'zod';
import { makeZRule } from './make-z-rule';
import { ZOldAccessCode } from './old-access-code';
import { ZOldIdentifier } from './old-identifier';
import { REQUIRED_MESSAGE, isBlank } from './required';

/** Old-portal password: only required, since its rules were the old portal's. Sent as typed. */
export const ZOldPassword = makeZRule((value) => (isBlank(value) ? [REQUIRED_MESSAGE] : []));

/** Whether the access-code field is on screen; it depends on the theme (spec 1 §4). */
export type TOldAccountLoginOptions = { accessCodeShown: boolean };

/**
 * The old-account login form (spec 1 §3): emetIden comes from the username field. A hidden access
 * code is neither checked nor sent.
 */
export function makeZOldAccountLogin({ accessCodeShown }: TOldAccountLoginOptions) {
  return z.object({
    emetIden: ZOldIdentifier,
    accessCode: accessCodeShown
      ? ZOldAccessCode
      : z
          .unknown()
          .optional()
          .transform(() => undefined),
    password: ZOldPassword,
  });
}
export type TOldAccountLogin = z.output<ReturnType<typeof makeZOldAccountLogin>>;
