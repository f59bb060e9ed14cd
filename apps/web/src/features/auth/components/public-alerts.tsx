import { Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlertList } from '../../../components/feed/alert-list';
import { useThemeState } from '../../../lib/theme/theme-store';
import { publicAlertsQuery } from '../api/public-alerts';
import classes from './login.module.css';

/**
 * The issuer's alerts in force, for a visitor (a fraud warning before they type a password), under
 * the login links so that nothing above moves when they arrive. Nothing when there are none, or
 * when they cannot be read: the page's purpose is the login.
 */
export function PublicAlerts() {
  const { t, i18n } = useTranslation();
  const { themeId } = useThemeState();
  const alerts = useQuery(publicAlertsQuery(i18n.language, themeId));
  if (!alerts.data?.length) return null;
  return (
    <section className={classes.alerts} aria-labelledby="login-alerts-title" data-testid="login-alerts">
      <Title order={2} size="h4" id="login-alerts-title">
        {t('login.alerts.title')}
      </Title>
      <AlertList alerts={alerts.data} />
    </section>
  );
}
