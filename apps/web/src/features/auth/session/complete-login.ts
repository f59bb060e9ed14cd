import { STORAGE_KEYS, type TUserAccess } from '@nomina/domain';
import { forgetLogoutReason } from '../../../lib/session/logout';
import { mustChooseAccount, storeUserAccess } from '../../../lib/session/user-access';
import { storage } from '../../../lib/storage/storage';
import { getThemeState } from '../../../lib/theme/theme-store';

/** Where a fresh login goes (spec 1 §4): account selection when several and none chosen. */
export type TLoginTarget = 'select-account' | 'dashboard';

export function targetAfterLogin(access: TUserAccess): TLoginTarget {
  return mustChooseAccount(access, access.selected ?? null) ? 'select-account' : 'dashboard';
}

/**
 * Stores what a login, an OTP login or an SSO gives: the access, the account it is bound to,
 * the SSO flag and the user's theme. Answers whether the page must reload to dress itself in
 * that theme (spec 1 §4: switching theme stores it and reloads).
 */
export function completeLogin(access: TUserAccess, { isSSO }: { isSSO: boolean }): { mustReload: boolean } {
  storeUserAccess(access);
  forgetLogoutReason();
  if (access.selected) storage.set(STORAGE_KEYS.selectedTitu, access.selected);
  else storage.remove(STORAGE_KEYS.selectedTitu);
  storage.remove(STORAGE_KEYS.titulaire);
  storage.set(STORAGE_KEYS.isSSO, isSSO);
  storage.set(STORAGE_KEYS.login, access.login);
  storage.set(STORAGE_KEYS.theme, access.idTheme);
  return { mustReload: getThemeState()?.themeId !== access.idTheme };
}
