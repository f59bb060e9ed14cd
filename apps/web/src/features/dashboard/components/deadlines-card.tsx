import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, EmptyStateAction } from '../../../components/feedback/empty-state';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';
import type { TDeadline, TDeadlineKind } from '../model/deadlines';
import { DashboardCard } from './dashboard-card';
import classes from '../../../components/feed/feed.module.css';

type TDeadlinesCardProps = {
  deadlines: TDeadline[];
  /** The rights, funds or habilitations are still loading. */
  isPending: boolean;
  /** One of those calls failed: the list would be incomplete. */
  isError: boolean;
};

/** The next 12 months' deadlines of the holder's rights and funds, soonest first. */
export function DeadlinesCard({ deadlines, isPending, isError }: TDeadlinesCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const kindLabel: Record<TDeadlineKind, string> = {
    acquisition: t('dashboard.deadlines.acquisition'),
    disponibilite: t('dashboard.deadlines.disponibilite'),
    expiration: t('dashboard.deadlines.expiration'),
    fondsDisponibilite: t('dashboard.deadlines.fonds'),
  };
  return (
    <DashboardCard titleKey="dashboard.deadlines.title" testId="deadlines-card">
      {isError ? (
        <Text role="alert">{t('dashboard.error.load')}</Text>
      ) : isPending ? (
        <Skeleton height={80} aria-hidden />
      ) : deadlines.length === 0 ? (
        <EmptyState illustration="calendar" testId="deadlines-empty" isCompact>
          <Text>{t('dashboard.deadlines.empty')}</Text>
          <EmptyStateAction to={paths.titres.getHref()} isSubtle>
            {t('empty.action.portfolio')}
          </EmptyStateAction>
        </EmptyState>
      ) : (
        <ul className={classes.list}>
          {deadlines.map((deadline) => (
            <li key={`${deadline.date}-${deadline.kind}-${deadline.label}`} className={classes.news}>
              <p className={classes.meta}>
                <time dateTime={deadline.date}>{format.date(deadline.date)}</time>
              </p>
              <h3 className={classes.itemTitle}>
                {kindLabel[deadline.kind]} — {deadline.label}
              </h3>
              <p className={classes.text}>
                {deadline.kind === 'fondsDisponibilite'
                  ? t('dashboard.deadlines.units', {
                      count: deadline.quantite,
                      quantity: format.number(deadline.quantite, 4),
                    })
                  : t('dashboard.deadlines.rights', {
                      count: deadline.quantite,
                      quantity: format.number(deadline.quantite, 0),
                    })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
