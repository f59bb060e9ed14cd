import type { TChannel, TCodeSent } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

/** POST auth/firstconnexion/request-otp: identity code to the current mobile or e-mail. */
export function requestIdentityOtp(verificationKey: string, type: TChannel): Promise<TCodeSent> {
  return http('/auth/firstconnexion/request-otp', {
    method: 'POST',
    skipAuth: true,
    body: { verificationKey, type },
  });
}
