import type { TAlert } from '@nomina/domain';
import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/feedback/empty-state';
import { TextPreview } from '../../../components/text-preview/text-preview';
import { useFormat } from '../../../lib/format/use-format';
import { useThemeState } from '../../../lib/theme/theme-store';
import { dashboardQueries } from '../api/dashboard-queries';
import { DashboardCard } from './dashboard-card';
import classes from './feed.module.css';

const LEVEL_CLASS: Record<TAlert['niveau'], string> = {
  INFO: classes.info!,
  AVERTISSEMENT: classes.warning!,
  URGENT: classes.urgent!,
};

/** The issuer's alerts, each with its level written out (not by colour alone). */
export function AlertsCard() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { themeId } = useThemeState();
  const alerts = useQuery(dashboardQueries.alerts(i18n.language, themeId));
  const levelLabel: Record<TAlert['niveau'], string> = {
    INFO: t('dashboard.alerts.level.info'),
    AVERTISSEMENT: t('dashboard.alerts.level.warning'),
    URGENT: t('dashboard.alerts.level.urgent'),
  };

  return (
    <DashboardCard titleKey="dashboard.alerts.title" testId="alerts-card">
      {alerts.isPending ? <Skeleton height={80} aria-hidden /> : null}
      {alerts.isError ? <Text role="alert">{t('dashboard.error.load')}</Text> : null}
      {alerts.data?.length === 0 ? (
        <EmptyState illustration="events" testId="alerts-empty" isCompact>
          <Text>{t('dashboard.alerts.empty')}</Text>
        </EmptyState>
      ) : null}
      {alerts.data?.length ? (
        <ul className={classes.list}>
          {alerts.data.map((alert) => (
            <li
              key={alert.id}
              className={`${classes.alert} ${LEVEL_CLASS[alert.niveau]}`}
              data-level={alert.niveau}
            >
              <span className={classes.level}>{levelLabel[alert.niveau]}</span>
              <h3 className={classes.itemTitle}>{alert.titre}</h3>
              <TextPreview className={classes.text} text={alert.message} />
              <p className={classes.meta}>
                {alert.dateFin
                  ? t('dashboard.alerts.period', {
                      from: format.date(alert.dateDebut),
                      to: format.date(alert.dateFin),
                    })
                  : t('dashboard.alerts.since', { from: format.date(alert.dateDebut) })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </DashboardCard>
  );
}
