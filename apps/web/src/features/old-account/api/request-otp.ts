import type { TChannel, TCodeSent } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

/**
 * POST auth/exolis/request-otp: a code to the mobile (MOBILE) or e-mail (MAIL) on record, to open
 * the space or, later, to confirm identity before a contact change.
 */
export function requestOldAccountCode(verificationKey: string, type: TChannel): Promise<TCodeSent> {
  return http('/auth/exolis/request-otp', {
    method: 'POST',
    body: { verificationKey, type },
    skipAuth: true,
  });
}
