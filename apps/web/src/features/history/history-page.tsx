import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Entry page of the history area (being built for issue 4). */
export function HistoryPage() {
  const { t } = useTranslation();
  return <Title order={1}>{t('menu.suivi_operations')}</Title>;
}
