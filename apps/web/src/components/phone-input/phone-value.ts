import {
  PHONE_MESSAGES,
  isAllowedPhoneKey,
  phoneErrors,
  toE164,
  type TPhoneSettings,
  type TRuleMessage,
} from '@nomina/domain';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** What the field emits for the typed text: the E.164 number, or '' (spec 1 §3). */
export function emittedPhone(text: string, country: CountryCode | null): string {
  return toE164(text, country ?? undefined);
}

/**
 * The message key of the first phone rule the typed text fails, or null (spec 1 §5): required
 * while being changed, a valid number, a country in TEL_INDICATIF_AUTORISE, and a mobile number
 * only for the dial codes of INDICATIFS_VERIF_MOBILE_FORTE.
 */
export function phoneMessage(
  text: string,
  country: CountryCode | null,
  settings: TPhoneSettings,
  isRequired = true,
): TRuleMessage | null {
  const e164 = emittedPhone(text, country);
  const error = phoneErrors(e164 || text, { ...settings, required: isRequired });
  return error ? PHONE_MESSAGES[error] : null;
}

/** For a form holding the emitted value: true when it passes every phone rule. */
export function isPhoneAccepted(value: string, settings: TPhoneSettings, isRequired = true): boolean {
  return phoneErrors(value, { ...settings, required: isRequired }) === null;
}

/** Splits a stored E.164 number into the country and the national text the field shows. */
export function splitPhone(value: string): { country: CountryCode | null; text: string } {
  const phone = value ? parsePhoneNumberFromString(value) : undefined;
  if (!phone?.country) return { country: null, text: value };
  return { country: phone.country, text: phone.formatNational() };
}

/** The country of a number typed with its `+` dial code, when it names one. */
export function countryOfTyped(text: string): CountryCode | null {
  if (!text.trim().startsWith('+')) return null;
  return parsePhoneNumberFromString(text)?.country ?? null;
}

/**
 * Key filter (spec 1 §5): digits, + - ( ) space and navigation keys; copy, paste, cut and
 * select-all pass with their modifier. Keys that type nothing (Shift, F5...) are never blocked.
 */
export function isPhoneKeyAccepted(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  return event.key.length > 1 || isAllowedPhoneKey(event.key);
}

/** A stored number as people read it: `+33 6 11 22 33 44`; the text as given when it does not parse. */
export function formatPhoneForDisplay(value: string): string {
  return (value && parsePhoneNumberFromString(value)?.formatInternational()) || value;
}
