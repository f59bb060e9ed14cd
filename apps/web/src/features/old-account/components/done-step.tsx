import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './old-account.module.css';
import journey from '../../../components/layout/journey.module.css';

/** The end of the migration: the new identifier, also sent by e-mail and SMS, and the way to log in. */
export function DoneStep({ login }: { login: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={journey.done}>
      <Text>{t('oldaccount.done.text')}</Text>
      <output className={classes.login} aria-label={t('oldaccount.done.login')} data-testid="new-identifier">
        {login}
      </output>
      <Text size="sm">{t('oldaccount.done.sent')}</Text>
      <Button size="md" onClick={() => void navigate(paths.login.getHref(), { replace: true })}>
        {t('oldaccount.done.button')}
      </Button>
    </div>
  );
}
