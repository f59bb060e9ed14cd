import { STORAGE_KEYS, type TCompte } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { readUserAccess, storeUserAccess } from '../../../lib/session/user-access';
import { storage } from '../../../lib/storage/storage';

/**
 * Spec 1 §4 account choice: POST auth/authenticate/user-token gives a token bound to the account;
 * it replaces the stored one and the choice is stored as `selectedTitu`.
 */
export async function selectAccount(compte: TCompte): Promise<void> {
  const { token } = await http<{ token: string }>('/auth/authenticate/user-token', {
    method: 'POST',
    body: { actiIden: compte.actiIden, emetIden: compte.emetIden },
  });
  const access = readUserAccess();
  if (!access) return;
  const selected = { tituNume: compte.tituNume, actiIden: compte.actiIden, emetIden: compte.emetIden };
  storeUserAccess({ ...access, token, selected });
  storage.set(STORAGE_KEYS.selectedTitu, selected);
  storage.remove(STORAGE_KEYS.titulaire);
}
