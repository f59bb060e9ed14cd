import { Alert, Button } from '@mantine/core';
import { FLOW_ERRORS } from '@nomina/domain';
import { useTranslation } from 'react-i18next';
import journey from '../../../components/layout/journey.module.css';

/** The flow ended (too many wrong identity answers, or it timed out): say so and start over. */
export function ExpiredStep({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={journey.stack}>
      <Alert color="red" variant="light" title={t('general.warning.error')} role="alert">
        {t(FLOW_ERRORS.flowExpired)}
      </Alert>
      <Button size="md" onClick={onRestart}>
        {t('oldaccount.restart')}
      </Button>
    </div>
  );
}
