import { http } from '../../../lib/http/http-client';

export type TResentOtp = { maskedPhone: string; resendAfterSeconds: number };

/** POST auth/authenticate/resend-otp: a new SMS code for the login waiting at validate-otp. */
export function resendLoginOtp(verificationKey: string): Promise<TResentOtp> {
  return http<TResentOtp>('/auth/authenticate/resend-otp', {
    method: 'POST',
    body: { verificationKey },
    skipAuth: true,
  });
}
