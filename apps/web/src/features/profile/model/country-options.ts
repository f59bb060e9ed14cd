import { COUNTRIES, LOCALES, normaliseLanguage } from '@nomina/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type TCountryOption = { value: string; label: string };

/** Names of ISO alpha-3 countries in the current language (Intl), sorted by name. */
export function useCountryOptions(only?: readonly string[]): TCountryOption[] {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = LOCALES[normaliseLanguage(language) ?? 'fr'];
    let name: (iso2: string) => string = (iso2) => iso2;
    try {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      name = (iso2) => names.of(iso2) ?? iso2;
    } catch {
      // Older engines without DisplayNames: codes are still usable.
    }
    return COUNTRIES.filter((country) => !only || only.includes(country.alpha3))
      .map((country) => ({ value: country.alpha3, label: name(country.alpha2) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [language, only]);
}

/** The name of one alpha-3 country. */
export function useCountryName(): (alpha3: string | null | undefined) => string {
  const options = useCountryOptions();
  return (alpha3) => options.find((option) => option.value === alpha3)?.label ?? alpha3 ?? '';
}
