import { http } from '../../../lib/http/http-client';

/** POST auth/firstconnexion/validate-identity-otp: confirms identity before a contact change. */
export function validateIdentityOtp(verificationKey: string, otpCode: string): Promise<{ confirmed: true }> {
  return http('/auth/firstconnexion/validate-identity-otp', {
    method: 'POST',
    skipAuth: true,
    body: { verificationKey, otpCode },
  });
}
