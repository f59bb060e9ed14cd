import type { TCodeSent } from '@nomina/domain';
import { encryptPayload } from '../../../lib/crypto/encrypt-payload';
import { http } from '../../../lib/http/http-client';

export type TSavePasswordInput = { verificationKey: string; password: string; lang: string };

/** POST auth/signup/save-password with the encrypted payload; the securing code is sent. */
export async function savePassword(input: TSavePasswordInput): Promise<TCodeSent> {
  const payload = await encryptPayload(input);
  return http('/auth/signup/save-password', { method: 'POST', skipAuth: true, body: { payload } });
}
