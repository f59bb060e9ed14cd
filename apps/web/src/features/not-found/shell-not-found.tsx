import { Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/feedback/empty-state';
import { paths } from '../../config/paths';

/** The not-found content inside the signed-in shell: the menu and the logout stay, with a way home. */
export function ShellNotFound() {
  const { t } = useTranslation();
  return (
    <div data-testid="not-found-page">
      <Title order={1}>{t('notfound.title')}</Title>
      <EmptyState illustration="search">
        <Text>{t('notfound.shell.text')}</Text>
        <Button component={Link} to={paths.dashboard.getHref()}>
          {t('notfound.shell.home')}
        </Button>
      </EmptyState>
    </div>
  );
}
