import type { TContactInfo } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

/** POST auth/firstconnexion/validate-otp: checks the securing code, answers the contacts on file. */
export function validateSignupOtp(verificationKey: string, otpCode: string): Promise<TContactInfo> {
  return http('/auth/firstconnexion/validate-otp', {
    method: 'POST',
    skipAuth: true,
    body: { verificationKey, otpCode },
  });
}
