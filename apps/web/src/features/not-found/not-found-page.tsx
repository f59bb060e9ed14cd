import { Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PublicFooter } from '../../components/layout/public-footer';
import { PublicHeader } from '../../components/layout/public-header';
import classes from '../../components/layout/status-page.module.css';

/** Any address without a page: say so, and offer the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <PublicHeader />
      <main className={classes.main} data-testid="not-found-page">
        <Title order={1} className={classes.title}>
          {t('notfound.title')}
        </Title>
        <Text size="lg">{t('notfound.text')}</Text>
        <Button component={Link} to={paths.root.getHref()}>
          {t('notfound.home')}
        </Button>
      </main>
      <PublicFooter />
    </div>
  );
}
