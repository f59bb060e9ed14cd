import { LOCALES, PREFERRED_COUNTRIES, normaliseDialCode, normaliseLanguage } from '@nomina/domain';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';

/** One entry of the country list (spec 1 §3): name, iso2, dial code and whether it is shown first. */
export type TCountryOption = { iso2: CountryCode; name: string; dialCode: string; isPreferred: boolean };

function countryNamer(language: string): (iso2: string) => string {
  const locale = LOCALES[normaliseLanguage(language) ?? 'fr'];
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (iso2) => names.of(iso2) ?? iso2;
  } catch {
    return (iso2) => iso2;
  }
}

/**
 * The countries a phone number may belong to, named in the current language: only those whose
 * dial code is in TEL_INDICATIF_AUTORISE (every country when the list is empty), the preferred
 * countries first in the spec's order, then the rest alphabetically.
 */
export function buildCountryOptions(allowedDialCodes: readonly string[], language: string): TCountryOption[] {
  const allowed = new Set(allowedDialCodes.map(normaliseDialCode));
  const nameOf = countryNamer(language);
  const collator = new Intl.Collator(LOCALES[normaliseLanguage(language) ?? 'fr']);
  const preferred = PREFERRED_COUNTRIES as readonly string[];
  const options = getCountries()
    .map((iso2) => ({
      iso2,
      name: nameOf(iso2),
      dialCode: getCountryCallingCode(iso2),
      isPreferred: preferred.includes(iso2),
    }))
    .filter((option) => allowed.size === 0 || allowed.has(option.dialCode));
  return [
    ...preferred.flatMap((iso2) => options.filter((option) => option.iso2 === iso2)),
    ...options.filter((option) => !option.isPreferred).sort((a, b) => collator.compare(a.name, b.name)),
  ];
}

/** The preselected country: the language's one when allowed, else the first of the list. */
export function pickDefaultCountry(
  options: readonly TCountryOption[],
  wanted: CountryCode,
): CountryCode | null {
  return options.find((option) => option.iso2 === wanted)?.iso2 ?? options[0]?.iso2 ?? null;
}
