import { http } from '../../../lib/http/http-client';

/** Which contacts on record can receive a code, partly starred. */
export type TContactsOnRecord = {
  hasPhone: boolean;
  hasEmail: boolean;
  maskedPhone: string | null;
  maskedEmail: string | null;
};

/** POST auth/exolis/validate/infos. */
export function fetchContactsOnRecord(verificationKey: string): Promise<TContactsOnRecord> {
  return http('/auth/exolis/validate/infos', { method: 'POST', body: { verificationKey }, skipAuth: true });
}
