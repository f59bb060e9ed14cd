import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Entry page of the portfolio area (being built for issue 4). */
export function PortfolioPage() {
  const { t } = useTranslation();
  return <Title order={1}>{t('menu.portefeuille')}</Title>;
}
