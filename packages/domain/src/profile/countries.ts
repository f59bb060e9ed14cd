import { all, whereAlpha2, whereAlpha3 } from 'iso-3166-1';
import { BLOCKED_COUNTRIES } from './profile.constants';

/** Every ISO 3166-1 country as alpha-3 (the register's code) with its alpha-2 (names, flags). */
export const COUNTRIES: readonly { alpha3: string; alpha2: string }[] = all().map((country) => ({
  alpha3: country.alpha3,
  alpha2: country.alpha2,
}));

/** `codeiso2`: the alpha-2 code of an alpha-3 one, or null when unknown. */
export function toIso2(alpha3: string): string | null {
  return whereAlpha3(alpha3.toUpperCase())?.alpha2 ?? null;
}

export function toIso3(alpha2: string): string | null {
  return whereAlpha2(alpha2.toUpperCase())?.alpha3 ?? null;
}

export function isCountry(alpha3: string): boolean {
  return toIso2(alpha3) !== null;
}

/** Reads a country-list site parameter (PAYS_ADRESSE_FISCALE_AUTORISE): `FRA;BEL; DEU`. */
export function parseCountryList(parameter: string | null | undefined): string[] {
  return (parameter ?? '')
    .split(';')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
}

/**
 * Countries a tax address may be in (spec 3 §5, §9): those of PAYS_ADRESSE_FISCALE_AUTORISE,
 * never GBR, IMN or GGY even if listed.
 */
export function taxAddressCountries(parameter: string | null | undefined): string[] {
  return parseCountryList(parameter).filter(
    (code) => isCountry(code) && !(BLOCKED_COUNTRIES as readonly string[]).includes(code),
  );
}
