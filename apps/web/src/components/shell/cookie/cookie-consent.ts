import { SESSION, STORAGE_KEYS } from '@nomina/domain';
import { storage } from '../../../lib/storage/storage';

/** The stored consent: when the notice was accepted (epoch ms). */
export type TCookieConsent = { acceptedAt: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Consent lasts the login cookie duration of spec 3 §9 (365 days), then the notice shows again. */
export function isConsentValid(consent: TCookieConsent | null, now: number): boolean {
  if (!consent || typeof consent.acceptedAt !== 'number') return false;
  const age = now - consent.acceptedAt;
  return age >= 0 && age < SESSION.loginCookieDays * DAY_MS;
}

export function hasCookieConsent(now = Date.now()): boolean {
  return isConsentValid(storage.get<TCookieConsent>(STORAGE_KEYS.cookieConsent), now);
}

export function acceptCookies(now = Date.now()): void {
  storage.set(STORAGE_KEYS.cookieConsent, { acceptedAt: now } satisfies TCookieConsent);
}
