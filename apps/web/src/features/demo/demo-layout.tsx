import { Anchor, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTranslationKey } from '@nomina/translations/keys';
import { paths } from '../../config/paths';
import { PublicFooter } from '../../components/layout/public-footer';
import { PublicHeader } from '../../components/layout/public-header';
import classes from './demo.module.css';

/** Frame of the developer-only pages (non-production builds): title, links between them, content. */
export function DemoLayout({
  titleKey,
  testId,
  children,
}: {
  titleKey: TTranslationKey;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <PublicHeader />
      <main className={classes.main} data-testid={testId}>
        <Title order={1}>{t(titleKey)}</Title>
        <nav aria-label={t('demo.nav.label')} className={classes.buttons}>
          <Anchor component={Link} to={paths.demo.getHref()}>
            {t('demo.title')}
          </Anchor>
          <Anchor component={Link} to={paths.demoTheming.getHref()}>
            {t('demo.theming.title')}
          </Anchor>
          <Anchor component={Link} to={paths.demoShowcase.getHref()}>
            {t('demo.showcase.title')}
          </Anchor>
          <Anchor component={Link} to={paths.devOutbox.getHref()}>
            {t('devoutbox.title')}
          </Anchor>
        </nav>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
