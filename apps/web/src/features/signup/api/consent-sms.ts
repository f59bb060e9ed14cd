import { http } from '../../../lib/http/http-client';

/** POST auth/firstconnexion/consentSms: a truthy answer means the consent is recorded (spec 1 §7). */
export async function consentSms(verificationKey: string): Promise<boolean> {
  const answer = await http<unknown>('/auth/firstconnexion/consentSms', {
    method: 'POST',
    skipAuth: true,
    body: { verificationKey },
  });
  return Boolean(answer);
}
