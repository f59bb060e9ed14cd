import { http } from '../../../lib/http/http-client';

/** POST auth/exolis/send-identifiant: the new login, also sent by e-mail and SMS. */
export function sendNewIdentifier(verificationKey: string, lang: string): Promise<{ login: string }> {
  return http('/auth/exolis/send-identifiant', {
    method: 'POST',
    body: { verificationKey, lang },
    skipAuth: true,
  });
}
