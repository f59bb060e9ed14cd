import type { TContactInfo } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

/**
 * POST auth/exolis/validate/otp-old: the code sent (request-otp) to a contact on record, which
 * confirms the holder's identity before a contact is changed.
 */
export function validateOldContactCode(verificationKey: string, otpCode: string): Promise<TContactInfo> {
  return http('/auth/exolis/validate/otp-old', {
    method: 'POST',
    body: { verificationKey, otpCode },
    skipAuth: true,
  });
}
