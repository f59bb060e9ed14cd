import { KEYS_KEPT_ON_LOGOUT } from '@nomina/domain';
import { storage } from '../storage/storage';
import { readUserAccess } from './user-access';

/**
 * Why the portal ended the session itself, so the login page can say so: idle time-out, the
 * password-confirmation limit, or a session the server no longer honours (revoked, expired).
 * A logout the holder asked for has none.
 */
export type TLogoutReason = 'idle' | 'attempts' | 'session';

type TLogoutListener = () => void;

/** Session-storage key keeping the reason until the login page has read it (even across a reload). */
const REASON_KEY = 'logoutReason';

/** The reason of the last forced logout, if any. */
export function readLogoutReason(): TLogoutReason | null {
  const value = window.sessionStorage.getItem(REASON_KEY);
  return value === 'idle' || value === 'attempts' || value === 'session' ? value : null;
}

/** Forgets the reason once the holder has logged in again. */
export function forgetLogoutReason(): void {
  window.sessionStorage.removeItem(REASON_KEY);
}
const listeners = new Set<TLogoutListener>();

/**
 * The app registers here what logout must also undo that this module cannot see: open modals,
 * the query cache, the current route. Returns the unsubscribe function.
 */
export function onLogout(listener: TLogoutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Spec 1 §4 logout: tell the server (best effort, token in the body), clear session storage and
 * local data except language, theme and the legacy-user and SSO flags, then let the app close
 * modals, drop cached data and go to /login (telling it the reason of a forced logout).
 */
export function logout(reason: TLogoutReason | null = null): void {
  const token = readUserAccess()?.token;
  if (token) {
    void fetch('/api/v1/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'hidden-req': 'true' },
      body: JSON.stringify({ token }),
      keepalive: true,
    }).catch(() => undefined);
  }
  window.sessionStorage.clear();
  if (reason) window.sessionStorage.setItem(REASON_KEY, reason);
  storage.clearExcept(KEYS_KEPT_ON_LOGOUT);
  listeners.forEach((listener) => listener());
}
