import { http } from '../../../lib/http/http-client';

export type TVerifyIdentifiantInput = { login: string; lang: string; captchaToken: string };

/** POST auth/forgot/verifyIdentifiant: the activation e-mail goes out; the answer never tells whether the login exists. */
export function verifyIdentifiant({
  login,
  lang,
  captchaToken,
}: TVerifyIdentifiantInput): Promise<{ sent: true }> {
  return http('/auth/forgot/verifyIdentifiant', {
    method: 'POST',
    skipAuth: true,
    body: { login, lang, ...(captchaToken ? { captchaToken } : {}) },
  });
}
