import { Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { PublicFooter } from '../../components/layout/public-footer';
import { PublicHeader } from '../../components/layout/public-header';
import { fetchTheme } from '../../lib/theme/fetch-theme';
import { setThemeState, useThemeState } from '../../lib/theme/theme-store';
import classes from '../../components/layout/status-page.module.css';

/** How often the maintenance page asks whether the portal is back. */
export const MAINTENANCE_RECHECK_MS = 5000;

export function MaintenancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { config } = useThemeState();

  useEffect(() => {
    // The server decides when maintenance ends, whatever answer the session saved.
    const timer = window.setInterval(() => {
      void fetchTheme({ mustAsk: true }).then((theme) => {
        if (!theme.alive) return;
        setThemeState(theme);
        void navigate(paths.root.getHref(), { replace: true });
      });
    }, MAINTENANCE_RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [navigate]);

  return (
    <div className={classes.page}>
      <PublicHeader />
      <main className={classes.main} data-testid="maintenance-page">
        {config.maintenance.hasIllustration && config.maintenance.illustration ? (
          <img className={classes.illustration} src={config.maintenance.illustration} alt="" />
        ) : null}
        <Title order={1} className={classes.title}>
          {t('maintenance.title')}
        </Title>
        <Text size="lg">{t('maintenance.text')}</Text>
        <Text>{t('maintenance.retry')}</Text>
      </main>
      <PublicFooter />
    </div>
  );
}
