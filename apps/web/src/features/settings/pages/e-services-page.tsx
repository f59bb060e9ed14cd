import { Alert, Button, Checkbox, Loader, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { useEServices, useSaveEAbonnement } from '../api/settings-api';
import { ChoiceStatus } from '../components/choice-status';
import classes from '../settings.module.css';

/** e_services (spec 3 §1): documents on line instead of paper, with the legal confirmation. */
export function EServicesPage() {
  const { t } = useTranslation();
  const state = useEServices();
  const save = useSaveEAbonnement();
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [showError, setShowError] = useState(false);
  const [saved, setSaved] = useState<boolean | null>(null);

  const submit = async (abonne: boolean) => {
    setShowError(abonne && !isConfirmed);
    if (abonne && !isConfirmed) return;
    try {
      await save.mutateAsync({ abonne, confirmation: abonne && isConfirmed });
      setSaved(abonne);
      setIsConfirmed(false);
    } catch (error) {
      void showRequestError(error);
    }
  };

  return (
    <div className={classes.page}>
      <Title order={1}>{t('e_services.title')}</Title>
      <Text>{t('e_services.intro')}</Text>
      <section className={classes.card} aria-live="polite">
        {state.isPending ? (
          <Loader size="sm" aria-label={t('general.loading')} />
        ) : state.isError ? (
          <Alert color="red" role="alert">
            {t('api.technical.error.title')}
          </Alert>
        ) : (
          <>
            {saved !== null ? (
              <Alert color="green" variant="light" role="status">
                {t(saved ? 'e_services.saved.on' : 'e_services.saved.off')}
              </Alert>
            ) : null}
            <ChoiceStatus
              isOn={state.data.eServices}
              onKey="e_services.status.on"
              offKey="e_services.status.off"
              since={state.data.eServicesDate}
            />
            {state.data.eServices ? (
              <div className={classes.actions}>
                <Button variant="outline" loading={save.isPending} onClick={() => void submit(false)}>
                  {t('e_services.unsubscribe')}
                </Button>
              </div>
            ) : (
              <>
                <Text className={classes.legal} size="sm">
                  {t('e_services.legal')}
                </Text>
                <Checkbox
                  label={t('e_services.confirm.label')}
                  checked={isConfirmed}
                  onChange={(event) => setIsConfirmed(event.currentTarget.checked)}
                  error={showError && !isConfirmed ? t('e_services.error.confirmation') : undefined}
                />
                <div className={classes.actions}>
                  <Button loading={save.isPending} onClick={() => void submit(true)}>
                    {t('e_services.subscribe')}
                  </Button>
                </div>
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}
