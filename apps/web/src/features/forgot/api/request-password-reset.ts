import type { TCodeSent } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { useBotCheck } from '../../../lib/bot-check/use-bot-check';
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

/** The bot check (action 'forgot'), then the request: one call, whose state the channel buttons show. */
export function useRequestPasswordReset() {
  const botCheck = useBotCheck();
  return useMutation({
    mutationFn: async (input: Omit<TRequestResetInput, 'captchaToken'>) => {
      const captchaToken = await botCheck.getToken('forgot');
      return requestPasswordReset({ ...input, ...(captchaToken ? { captchaToken } : {}) });
    },
  });
}
