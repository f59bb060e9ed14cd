import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import { PublicFooter } from '../../../components/layout/public-footer';
import { PublicHeader } from '../../../components/layout/public-header';
import classes from './old-account.module.css';
import journey from '../../../components/layout/journey.module.css';

type TOldAccountLayoutProps = {
  /** Translation key of the step's title. */
  titleKey: TTranslationKey;
  /** Position in the journey, shown above the title; none on the last screen. */
  step?: { current: number; total: number };
  children: ReactNode;
};

/** Frame of the old-account journey: reduced header, one card with the step and its title. */
export function OldAccountLayout({ titleKey, step, children }: TOldAccountLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={journey.page}>
      <PublicHeader />
      <main className={journey.main} id="main-content">
        <div className={classes.card}>
          <div className={classes.heading}>
            {step ? <p className={classes.step}>{t('oldaccount.step', step)}</p> : null}
            <Title order={1} size="h2" className={journey.title}>
              {t(titleKey)}
            </Title>
          </div>
          {children}
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
