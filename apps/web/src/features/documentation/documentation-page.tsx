import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Entry page of the documentation area (being built for issue 4). */
export function DocumentationPage() {
  const { t } = useTranslation();
  return <Title order={1}>{t('menu.doc_generique')}</Title>;
}
