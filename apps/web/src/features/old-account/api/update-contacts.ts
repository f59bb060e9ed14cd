import { http } from '../../../lib/http/http-client';

export type TUpdateContactsRequest = { verificationKey: string; telephone: string; email: string };

/**
 * POST auth/exolis/update-contacts: creates the new portal user with these contacts. The SMS
 * consent was recorded by exolis/consentSms before any contact action (or given earlier), so it is
 * sent as given. 400 signup.identity.required, signup.consent.required, signup.contact.invalid
 * (fields.telephone|email = message keys).
 */
export function updateOldAccountContacts(request: TUpdateContactsRequest): Promise<{ done: true }> {
  return http('/auth/exolis/update-contacts', {
    method: 'POST',
    body: { ...request, consentementSms: true },
    skipAuth: true,
  });
}
