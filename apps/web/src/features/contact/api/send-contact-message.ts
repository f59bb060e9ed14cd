import type { TContactForm } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

export type TContactRequest = TContactForm & { lang: string; themeId: number; captchaToken?: string };

/** POST resource/contact: the message is kept in the register and e-mailed to support. */
export function sendContactMessage(input: TContactRequest): Promise<{ sent: true }> {
  return http<{ sent: true }>('/resource/contact', { method: 'POST', body: input, skipAuth: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
