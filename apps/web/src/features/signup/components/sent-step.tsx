import { Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { signupStore } from '../model/signup-store';
import journey from '../../../components/layout/journey.module.css';
import { StatusAlert } from './status-alert';

/** Spec 1 §2 item 2: the e-mail was sent; back button and a no-mail link to the contact form. */
export function SentStep() {
  const { t } = useTranslation();
  return (
    <div className={journey.stack}>
      <StatusAlert kind="success" title={t('signup.sent.title')}>
        {t('signup.sent.text')}
      </StatusAlert>
      <Text size="sm">{t('signup.sent.hint')}</Text>
      <Anchor
        component={Link}
        to={paths.contactUsFormCall.getHref()}
        replace
        size="sm"
        className={journey.start}
      >
        {t('signup.sent.nomail')}
      </Anchor>
      <Button variant="outline" size="md" onClick={signupStore.backToIdentifier}>
        {t('signup.back')}
      </Button>
    </div>
  );
}
