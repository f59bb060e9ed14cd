import { Anchor, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from 'react-i18next';
import { PublicFooter } from '../../components/layout/public-footer';
import { PublicHeader } from '../../components/layout/public-header';
import { TermsOfUse } from '../../components/terms/terms-of-use';
import classes from './demo.module.css';
import { LoadersDemo } from './loaders-demo';
import { ModalsDemo } from './modals-demo';
import { ThemeSwitcher } from './theme-switcher';

/** Developer showcase of the shared widgets; the route exists only in non-production builds. */
export function DemoPage() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <PublicHeader />
      <main className={classes.main} data-testid="demo-page">
        <Title order={1}>{t('demo.title')}</Title>
        <Anchor component={Link} to={paths.devOutbox.getHref()}>
          {t('devoutbox.title')}
        </Anchor>
        <ModalsDemo />
        <LoadersDemo />
        <ThemeSwitcher />
        <section className={classes.section}>
          <TermsOfUse />
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}
