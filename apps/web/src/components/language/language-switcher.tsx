import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../lib/i18n/i18n';
import { siteLanguagesQuery } from '../../lib/i18n/translations-api';

/**
 * Language switcher: a native select (a combobox every assistive technology and phone knows),
 * listing the languages the server offers, or the spec's fallback list.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { data: languages = [] } = useQuery({
    ...siteLanguagesQuery,
  });

  const data: { value: string; label: string }[] = languages.map((language) => ({
    value: language.langueIden,
    label: language.libelle,
  }));
  if (!data.some((item) => item.value === i18n.language))
    data.unshift({ value: i18n.language, label: i18n.language.toUpperCase() });

  return (
    <NativeSelect
      className={className}
      aria-label={t('general.language.label')}
      data-testid="language-switcher"
      data={data}
      value={i18n.language}
      onChange={(event) => void switchLanguage(event.currentTarget.value)}
      size="sm"
      w="auto"
    />
  );
}
