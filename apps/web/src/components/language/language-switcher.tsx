import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../lib/i18n/i18n';
import { siteLanguagesQuery } from '../../lib/i18n/translations-api';
import classes from './language-switcher.module.css';

/**
 * Language switcher: a native select (a combobox every assistive technology and phone knows),
 * listing the languages the server offers, or the spec's fallback list. On a phone the closed
 * select shows the language's code over it (a name would be cut to "Franç"); the select itself,
 * its accessible value and its list keep the full names.
 */
export function LanguageSwitcher() {
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
    <div className={classes.switcher}>
      <NativeSelect
        classNames={{ input: classes.input }}
        aria-label={t('general.language.label')}
        data-testid="language-switcher"
        data={data}
        value={i18n.language}
        onChange={(event) => void switchLanguage(event.currentTarget.value)}
        size="sm"
        w="auto"
      />
      <span className={classes.code} aria-hidden="true">
        {i18n.language.toUpperCase()}
      </span>
    </div>
  );
}
