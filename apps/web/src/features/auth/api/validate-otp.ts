import type { TUserAccess } from '@nomina/domain';
import { encryptPayload } from '../../../lib/crypto/encrypt-payload';
import { http } from '../../../lib/http/http-client';

export type TValidateOtpInput = { verificationKey: string; code: string };

/**
 * POST auth/authenticate/validate-otp: multipart field OtpCode, and the flow's key encrypted to
 * the server in the x-auth-payload header (spec 1 §7).
 */
export async function validateLoginOtp({ verificationKey, code }: TValidateOtpInput): Promise<TUserAccess> {
  const form = new FormData();
  form.set('OtpCode', code);
  return http<TUserAccess>('/auth/authenticate/validate-otp', {
    method: 'POST',
    form,
    headers: { 'x-auth-payload': await encryptPayload({ verificationKey }) },
    skipAuth: true,
  });
}
