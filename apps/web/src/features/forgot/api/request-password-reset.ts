import type { TCodeSent } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** How the user wants to receive the reset: a link by e-mail or a code by SMS. */
export type TResetChannel = 'MAIL' | 'SMS';

export type TRequestResetInput = {
  login: string;
  buttonChoice: TResetChannel;
  lang: string;
  captchaToken?: string;
};

/** MAIL answers `{sent}`; SMS answers a verification key, whether or not the account exists. */
export type TRequestResetAnswer = { sent: true } | TCodeSent;

/** POST auth/forgot/set-password. */
export function requestPasswordReset(input: TRequestResetInput): Promise<TRequestResetAnswer> {
  return http<TRequestResetAnswer>('/auth/forgot/set-password', {
    method: 'POST',
    body: input,
    skipAuth: true,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
