import { countrySpecs } from 'ibantools';

/**
 * IBAN and BIC rules of spec 3 §5. The registry data (IBAN length per country) comes from
 * ibantools; the spec's own rules (pattern, allowed countries with the metropole / overseas /
 * Monaco exception, mod-97, BIC completion, invalidBicPAys) are written here, once.
 */

export const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z\d]{1,30}$/;
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z\d]{2}([A-Z\d]{3})?$/;

/** Zones (spec 3 §3) where the IBAN country may also be the BIC's (French overseas banks, Monaco). */
export const BIC_COUNTRY_ZONES = ['METROPOLE', 'DOM', 'TOM', 'MCO'] as const;

/**
 * SEPA countries (ISO 3166 alpha-2) accepted for the proceeds of a sale when the issuer gives no
 * list of its own (paysSepa): the EU and EEA, Switzerland, Monaco, the United Kingdom, San Marino,
 * Andorra and the Vatican, plus the French overseas codes that French banks' IBANs carry.
 */
export const SEPA_IBAN_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'SM',
  'AD',
  'VA',
  'GF',
  'GP',
  'MQ',
  'RE',
  'YT',
  'PM',
  'BL',
  'MF',
  'NC',
  'PF',
  'WF',
];

/** Letters and digits only, upper case (what the holder typed, spaces and dashes removed). */
export const normalizeIban = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/** ISO 7064 mod-97 of an IBAN (country and check digits moved to the end, letters as 10–35). */
export function ibanMod97(iban: string): number {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Expected IBAN length of a country, from the IBAN registry; null when the country has no IBAN. */
export const ibanLengthOf = (country: string): number | null => countrySpecs[country]?.chars ?? null;

export type TIbanFlags = { countryUnsupported?: true; codeLengthInvalid?: true; patternInvalid?: true };
/** ibanInvalid with its flags (spec 3 §5), or null when the IBAN is valid. */
export type TIbanCheck = { ibanInvalid: TIbanFlags } | null;

export type TIbanOptions = {
  /** Countries allowed (alpha-2). */
  allowedCountries: readonly string[];
  /** The holder's zone; in the metropole, overseas and Monaco zones the BIC's country is allowed too. */
  zone?: string;
  /** The BIC typed with the IBAN. */
  bic?: string;
};

/** Checks an IBAN by the rules of spec 3 §5: pattern, allowed country, length, mod-97 equal to 1. */
export function checkIban(value: string, options: TIbanOptions): TIbanCheck {
  const iban = normalizeIban(value);
  if (!IBAN_PATTERN.test(iban)) return { ibanInvalid: { patternInvalid: true } };
  const country = iban.slice(0, 2);
  const bicCountry = options.bic ? normalizeIban(options.bic).slice(4, 6) : undefined;
  const allowed =
    options.allowedCountries.includes(country) ||
    (bicCountry === country && (BIC_COUNTRY_ZONES as readonly string[]).includes(options.zone ?? ''));
  if (!allowed) return { ibanInvalid: { countryUnsupported: true } };
  if (ibanLengthOf(country) !== iban.length) return { ibanInvalid: { codeLengthInvalid: true } };
  if (ibanMod97(iban) !== 1) return { ibanInvalid: { patternInvalid: true } };
  return null;
}

/** Bank, office, account and key of a French-format IBAN (FR, MC and the overseas codes); null otherwise. */
export function extractIbanParts(
  value: string,
): { banque: string; guichet: string; compte: string; cle: string } | null {
  const iban = normalizeIban(value);
  if (iban.length !== 27 || ibanLengthOf(iban.slice(0, 2)) !== 27 || !/^\d{10}/.test(iban.slice(4)))
    return null;
  return {
    banque: iban.slice(4, 9),
    guichet: iban.slice(9, 14),
    compte: iban.slice(14, 25),
    cle: iban.slice(25, 27),
  };
}

/** The IBAN partly starred (spec 3 §5 Masking): country and check digits, then the last 4. */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  const hidden = '*'.repeat(Math.max(0, iban.length - 8));
  return `${iban.slice(0, 4)}${hidden}${iban.slice(-4)}`.replace(/(.{4})/g, '$1 ').trim();
}

/** A BIC of 8 characters completed with XXX (the head office), upper case. */
export function completeBic(value: string): string {
  const bic = normalizeIban(value);
  return bic.length === 8 ? `${bic}XXX` : bic;
}

/** BIC errors of spec 3 §5: invalidBic (pattern), invalidBicPAys (characters 5–6 not allowed); null when valid. */
export function checkBic(
  value: string,
  allowedCountries: readonly string[],
): 'invalidBic' | 'invalidBicPAys' | null {
  const bic = normalizeIban(value);
  if (!BIC_PATTERN.test(bic)) return 'invalidBic';
  return allowedCountries.includes(bic.slice(4, 6)) ? null : 'invalidBicPAys';
}

/** Both checks together: the keys per field, empty when the pair is valid. */
export function checkBankAccount(
  input: { iban: string; bic: string },
  options: Omit<TIbanOptions, 'bic'>,
): { iban?: string; bic?: string } {
  const fields: { iban?: string; bic?: string } = {};
  const iban = checkIban(input.iban, { ...options, bic: input.bic });
  if (iban) fields.iban = `ibanInvalid.${Object.keys(iban.ibanInvalid)[0]}`;
  const bic = checkBic(input.bic, options.allowedCountries);
  if (bic) fields.bic = bic;
  return fields;
}
