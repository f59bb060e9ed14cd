import { http } from '../../../lib/http/http-client';

/**
 * POST auth/exolis/consentSms: the SMS consent of the migration flow, asked before any contact
 * action; a truthy answer means it is recorded (spec 1 §4, §7).
 */
export async function consentOldAccountSms(verificationKey: string): Promise<boolean> {
  const answer = await http<unknown>('/auth/exolis/consentSms', {
    method: 'POST',
    skipAuth: true,
    body: { verificationKey },
  });
  return Boolean(answer);
}
