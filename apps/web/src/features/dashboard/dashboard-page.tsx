import { Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PublicFooter } from '../../components/layout/public-footer';
import { PublicHeader } from '../../components/layout/public-header';
import { logout } from '../../lib/session/logout';
import { readUserAccess } from '../../lib/session/user-access';
import classes from './dashboard.module.css';
import { ActiveAccount } from './active-account';

/** Signed-in landing until the dashboard area arrives: welcome and logout. */
export function DashboardPage() {
  const { t } = useTranslation();
  const login = readUserAccess()?.login ?? '';
  return (
    <div className={classes.page}>
      <PublicHeader>
        <Button variant="outline" onClick={logout}>
          {t('general.logout')}
        </Button>
      </PublicHeader>
      <main className={classes.main} data-testid="dashboard-page">
        <Title order={1} className={classes.title}>
          {t('dashboard.welcome.title')}
        </Title>
        <Text size="lg">{t('dashboard.welcome.text', { login })}</Text>
        <ActiveAccount />
      </main>
      <PublicFooter />
    </div>
  );
}
