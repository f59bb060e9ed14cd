import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import { signupStore } from '../model/signup-store';
import journey from '../../../components/layout/journey.module.css';
import { StatusAlert } from './status-alert';

/** A flow that cannot go on (link used or expired, flow expired): the reason and a way to restart. */
export function FlowError({ errorCode, onRestart }: { errorCode: TTranslationKey; onRestart: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={journey.stack}>
      <StatusAlert kind="error" title={t('general.warning.error')}>
        {t(errorCode)}
      </StatusAlert>
      <Button
        size="md"
        onClick={() => {
          signupStore.clear();
          onRestart();
        }}
      >
        {t('signup.restart')}
      </Button>
    </div>
  );
}
