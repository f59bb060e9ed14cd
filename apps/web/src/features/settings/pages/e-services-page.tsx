import { Alert, Button, Checkbox, Loader, Text, Title } from '@mantine/core';
import { ZEAbonnementForm, type TEAbonnementRequest } from '@nomina/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { useEServices, useSaveEAbonnement } from '../api/settings-api';
import { ChoiceStatus } from '../components/choice-status';
import classes from '../settings.module.css';

/** e_services (spec 3 §1): documents on line instead of paper, with the legal confirmation. */
export function EServicesPage() {
  const { t } = useTranslation();
  const state = useEServices();
  const save = useSaveEAbonnement();
  // The last choice the server recorded, confirmed above the status.
  const saved = save.isSuccess ? save.variables.abonne : null;
  // Subscribing is the form (the legal confirmation); going back to paper is one button.
  const form = useForm<TEAbonnementRequest>({
    defaultValues: { abonne: true, confirmation: false },
    resolver: domainResolver<TEAbonnementRequest>(ZEAbonnementForm),
  });

  const submit = (body: TEAbonnementRequest) =>
    save.mutate(body, {
      onSuccess: () => form.reset(),
      onError: (error) => void showRequestError(error),
    });

  return (
    <div className={classes.page}>
      <Title order={1}>{t('e_services.title')}</Title>
      <Text>{t('e_services.intro')}</Text>
      <section className={classes.card} aria-live="polite">
        {state.isPending ? (
          <Loader size="sm" role="status" aria-label={t('general.loading')} />
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
                <Button
                  variant="outline"
                  loading={save.isPending}
                  onClick={() => submit({ abonne: false, confirmation: false })}
                >
                  {t('e_services.unsubscribe')}
                </Button>
              </div>
            ) : (
              <form
                className={classes.stack}
                noValidate
                onSubmit={(event) => void form.handleSubmit(submit)(event)}
              >
                <Text className={classes.legal} size="sm">
                  {t('e_services.legal')}
                </Text>
                <Checkbox
                  label={t('e_services.confirm.label')}
                  {...form.register('confirmation')}
                  error={fieldErrorText(t, form.formState.errors.confirmation)}
                />
                <div className={classes.actions}>
                  <Button type="submit" loading={save.isPending}>
                    {t('e_services.subscribe')}
                  </Button>
                </div>
              </form>
            )}
          </>
        )}
      </section>
    </div>
  );
}
