import { useMutation } from '@tanstack/react-query';
import { encryptPayload } from '../../../lib/crypto/encrypt-payload';
import { http } from '../../../lib/http/http-client';

export type TSaveNewPasswordInput = { verificationKey: string; password: string; lang: string };

/**
 * POST auth/signup/save-password with the reset key: the password travels only inside the
 * encrypted payload. 400 signup.password.rules names the failing rules in `fields`.
 */
export async function saveNewPassword(input: TSaveNewPasswordInput): Promise<{ done: true }> {
  const payload = await encryptPayload(input);
  return http<{ done: true }>('/auth/signup/save-password', {
    method: 'POST',
    body: { payload },
    skipAuth: true,
  });
}

export function useSaveNewPassword() {
  return useMutation({ mutationFn: saveNewPassword });
}
