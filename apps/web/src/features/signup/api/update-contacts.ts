import { http } from '../../../lib/http/http-client';

export type TUpdateContactsInput = {
  verificationKey: string;
  /** E.164 */
  telephone: string;
  email: string;
  consentementSms: boolean;
  /** The version of the terms of use accepted on this step, recorded with the contacts. */
  cguVersion?: number;
};

/** POST auth/firstconnexion/update-contacts: the last sign-up step; answers the login. */
export function updateContacts(input: TUpdateContactsInput): Promise<{ login: string }> {
  return http('/auth/firstconnexion/update-contacts', { method: 'POST', skipAuth: true, body: input });
}
