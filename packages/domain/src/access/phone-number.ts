// `max` metadata: the default `min` set only checks lengths and cannot tell a mobile number from a
// fixed line, and both are needed here (spec 1 §5). About 65 kB more in the browser bundle.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** How many digits a phone number may hold, country code included (spec 1 §5, spec 3 §5). */
export const PHONE_DIGIT_COUNT = { min: 8, max: 16 } as const;

/** Digits, plus, parentheses, dash, dot and space: nothing else may be typed or pasted. */
export const PHONE_CHARACTERS = /^[0-9+().\- ]*$/;

/** True when the text uses only the allowed characters and holds 8 to 16 digits. */
export function hasPhoneShape(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= PHONE_DIGIT_COUNT.min && digits <= PHONE_DIGIT_COUNT.max;
}

/**
 * The number in E.164 form (`+33612345678`), or '' when the text is not a phone number. This is
 * the only value the phone input hands to its form (spec 1 §3). A number that parses but is not
 * valid is still returned, so the form reports invalidphone rather than required. Text with any
 * character outside PHONE_CHARACTERS gives '', because the library would otherwise ignore it.
 */
export function toE164(value: string, defaultCountry?: CountryCode): string {
  if (!PHONE_CHARACTERS.test(value)) return '';
  return parsePhoneNumberFromString(value, defaultCountry)?.number ?? '';
}

/** A dial code as the library reports it, without plus sign or spaces: '+33' and ' 33' both give '33'. */
export function normaliseDialCode(code: string): string {
  return code.trim().replace(/^\+/, '');
}

/** Reads a dial-code site parameter (TEL_INDICATIF_AUTORISE, INDICATIFS_VERIF_MOBILE_FORTE): `33;+44; 49`. */
export function parseDialCodes(parameter: string | null | undefined): string[] {
  return (parameter ?? '')
    .split(';')
    .map(normaliseDialCode)
    .filter((code) => code !== '');
}
