import type { CountryCode } from 'libphonenumber-js/max';
import { normaliseLanguage, type TLanguage } from '../i18n/languages';

/** Shown first in the country list (spec 1 §3): France, Germany, Italy, Japan, Spain, United Kingdom, United States. */
export const PREFERRED_COUNTRIES = [
  'FR',
  'DE',
  'IT',
  'JP',
  'ES',
  'GB',
  'US',
] as const satisfies readonly CountryCode[];

const COUNTRY_BY_LANGUAGE: Record<TLanguage, CountryCode> = {
  fr: 'FR',
  en: 'GB',
  de: 'DE',
  es: 'ES',
  it: 'IT',
  pt: 'PT',
};

/**
 * The phone country preselected for the stored language (spec 1 §5). Accepts every spelling the
 * stored value may have (`po`, `fra`...); anything unknown falls back to France, as the default
 * language is French.
 */
export function defaultCountryForLanguage(language: string | null | undefined): CountryCode {
  return COUNTRY_BY_LANGUAGE[normaliseLanguage(language) ?? 'fr'];
}
