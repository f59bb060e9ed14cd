import type { TCodeSent } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

/** POST auth/firstconnexion/resend-otp: a new securing code replaces the previous one. */
export function resendSignupOtp(verificationKey: string): Promise<TCodeSent> {
  return http('/auth/firstconnexion/resend-otp', {
    method: 'POST',
    skipAuth: true,
    body: { verificationKey },
  });
}
