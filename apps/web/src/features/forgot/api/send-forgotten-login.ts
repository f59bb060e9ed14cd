import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** Exactly one of e-mail or mobile (E.164). */
export type TForgotLoginInput = ({ email: string } | { telephone: string }) & {
  lang: string;
  captchaToken?: string;
};

/** POST auth/forgot/forgot-login: `{sent}` always; the login leaves by mail or SMS if it matches. */
export function sendForgottenLogin(input: TForgotLoginInput): Promise<{ sent: true }> {
  return http<{ sent: true }>('/auth/forgot/forgot-login', { method: 'POST', body: input, skipAuth: true });
}

export function useSendForgottenLogin() {
  return useMutation({ mutationFn: sendForgottenLogin });
}
