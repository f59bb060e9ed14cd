import { DEFAULT_LANGUAGE, normaliseLanguage, type TLanguage } from '@nomina/domain';
import { useTranslation } from 'react-i18next';

/** The portal language the page is shown in; formats and document languages follow it. */
export function useLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}
