import type { TLinkInfo } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

export type TValidateResetCodeInput = { verificationKey: string; otpCode: string };

/** POST auth/forgot/validate-code: the SMS code opens the password step, like an e-mail link. */
export function validateResetCode(input: TValidateResetCodeInput): Promise<TLinkInfo> {
  return http<TLinkInfo>('/auth/forgot/validate-code', { method: 'POST', body: input, skipAuth: true });
}
