import type { TLoginRequest, TOtpChallenge, TUserAccess } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** A user with the one-time-code step gets a challenge instead of the access (spec 1 §4). */
export type TLoginAnswer =
  { kind: 'access'; access: TUserAccess } | { kind: 'otp'; challenge: TOtpChallenge };

/** POST auth/authenticate. Storing the access is the caller's job (session/complete-login). */
export async function authenticate(credentials: TLoginRequest): Promise<TLoginAnswer> {
  const answer = await http<TUserAccess | TOtpChallenge>('/auth/authenticate', {
    method: 'POST',
    body: credentials,
    skipAuth: true,
  });
  if ('otpRequired' in answer) return { kind: 'otp', challenge: answer };
  return { kind: 'access', access: answer };
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
