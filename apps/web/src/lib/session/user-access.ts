import { STORAGE_KEYS, type TUserAccess } from '@nomina/domain';
import { storage } from '../storage/storage';

export type { TUserAccess };

/** The holder the user picked (`selectedTitu`); the refresh call needs its identifiers. */
export type TSelectedHolder = { tituNume: string; actiIden: number; emetIden: number };

export function readUserAccess(): TUserAccess | null {
  const value = storage.get<TUserAccess>(STORAGE_KEYS.userAccess);
  return value && typeof value.token === 'string' && value.token.length > 0 ? value : null;
}

/** The stored choice, else the account the token is already bound to. */
export function readSelectedHolder(): TSelectedHolder | null {
  return storage.get<TSelectedHolder>(STORAGE_KEYS.selectedTitu) ?? readUserAccess()?.selected ?? null;
}

/** Spec 1 §4: the user is authenticated when a stored access token exists. */
export function isAuthenticated(): boolean {
  return readUserAccess() !== null;
}

export function storeUserAccess(access: TUserAccess): void {
  storage.set(STORAGE_KEYS.userAccess, access);
}

/**
 * Spec 1 §4 and §6: a user with more than one account must choose one first; until then every
 * business call of the signed-in area would answer general.error.account.none.
 */
export function mustChooseAccount(
  access: Pick<TUserAccess, 'comptes'>,
  selected: TSelectedHolder | TUserAccess['selected'] | null,
): boolean {
  return access.comptes.length > 1 && !selected;
}
