import { ERROR_CODES, STORAGE_KEYS, type TCompte } from '@nomina/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error';
import { http } from '../../../lib/http/http-client';
import { loadTitulaire } from '../../../lib/session/titulaire';
import { readUserAccess, storeUserAccess } from '../../../lib/session/user-access';
import { storage } from '../../../lib/storage/storage';
import { getThemeState } from '../../../lib/theme/theme-store';

/**
 * Spec 1 §4 account choice: POST auth/authenticate/user-token gives a token bound to the account;
 * it replaces the stored one and the choice is stored as `selectedTitu`.
 */
export async function selectAccount(compte: TCompte): Promise<{ mustReload: boolean }> {
  const { token, idTheme } = await http<{ token: string; idTheme: number }>('/auth/authenticate/user-token', {
    method: 'POST',
    body: { actiIden: compte.actiIden, emetIden: compte.emetIden },
  });
  const access = readUserAccess();
  if (!access) return { mustReload: false };
  const selected = { tituNume: compte.tituNume, actiIden: compte.actiIden, emetIden: compte.emetIden };
  storeUserAccess({ ...access, token, selected });
  storage.set(STORAGE_KEYS.selectedTitu, selected);
  storage.remove(STORAGE_KEYS.titulaire);
  // The account's issuer dresses the portal from now on (spec 1 §4: switching stores and reloads).
  storage.set(STORAGE_KEYS.theme, idTheme);
  return { mustReload: getThemeState()?.themeId !== idTheme };
}

/**
 * The account choice, then the chosen account's holder read again: one call, whose state the
 * account buttons show. Its data says whether the portal must reload to take the issuer's theme;
 * a holder that cannot be read fails with the loading error (the token is already switched).
 */
export function useSelectAccount() {
  return useMutation({
    mutationFn: async (compte: TCompte) => {
      const { mustReload } = await selectAccount(compte);
      try {
        await loadTitulaire();
      } catch {
        throw new ApiError(0, { errorCode: ERROR_CODES.loading });
      }
      return { mustReload };
    },
  });
}
