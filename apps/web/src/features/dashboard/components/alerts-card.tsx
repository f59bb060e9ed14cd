import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/feedback/empty-state';
import { AlertList } from '../../../components/feed/alert-list';
import { useThemeState } from '../../../lib/theme/theme-store';
import { dashboardQueries } from '../api/dashboard-queries';
import { DashboardCard } from './dashboard-card';

/** The issuer's alerts on the dashboard (business/alerts), or why there are none. */
export function AlertsCard() {
  const { t, i18n } = useTranslation();
  const { themeId } = useThemeState();
  const alerts = useQuery(dashboardQueries.alerts(i18n.language, themeId));

  return (
    <DashboardCard titleKey="dashboard.alerts.title" testId="alerts-card">
      {alerts.isPending ? <Skeleton height={80} aria-hidden /> : null}
      {alerts.isError ? <Text role="alert">{t('dashboard.error.load')}</Text> : null}
      {alerts.data?.length === 0 ? (
        <EmptyState illustration="events" testId="alerts-empty" isCompact>
          <Text>{t('dashboard.alerts.empty')}</Text>
        </EmptyState>
      ) : null}
      {alerts.data?.length ? <AlertList alerts={alerts.data} /> : null}
    </DashboardCard>
  );
}
