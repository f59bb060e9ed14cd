import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import classes from '../dashboard.module.css';

type TDashboardCardProps = {
  /** Translation key of the card's heading. */
  titleKey: TTranslationKey;
  testId: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  children: ReactNode;
};

/** One block of the dashboard: a titled section. */
export function DashboardCard({ titleKey, testId, wide = false, children }: TDashboardCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      className={wide ? `${classes.card} ${classes.wide}` : classes.card}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <h2 id={titleId} className={classes.cardTitle}>
        {t(titleKey)}
      </h2>
      {children}
    </section>
  );
}
