import { Alert, Anchor, Button, Loader, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { useEServices, useSaveEConvocation } from '../api/settings-api';
import { ChoiceStatus } from '../components/choice-status';
import classes from '../settings.module.css';

/** e_convocation (spec 3 §1): general-meeting convocations by e-mail, to the address on file. */
export function EConvocationPage() {
  const { t } = useTranslation();
  const state = useEServices();
  const save = useSaveEConvocation();
  // The last choice the server recorded, confirmed above the status.
  const saved = save.isSuccess ? save.variables.abonne : null;

  const submit = (abonne: boolean) =>
    save.mutate({ abonne }, { onError: (error) => void showRequestError(error) });

  return (
    <div className={classes.page}>
      <Title order={1}>{t('e_convocation.title')}</Title>
      <Text>{t('e_convocation.intro')}</Text>
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
                {t(saved ? 'e_convocation.saved.on' : 'e_convocation.saved.off')}
              </Alert>
            ) : null}
            <ChoiceStatus
              isOn={state.data.eConvocation}
              onKey="e_convocation.status.on"
              offKey="e_convocation.status.off"
              since={state.data.eConvocationDate}
            />
            <div>
              <Text size="sm" fw={600}>
                {t('e_convocation.email.label')}
              </Text>
              <Text data-testid="e-convocation-email">
                {state.data.email ?? t('e_convocation.email.none')}
              </Text>
              <Anchor component={Link} to={paths.profil.getHref()} size="sm">
                {t('e_convocation.email.change')}
              </Anchor>
            </div>
            <div className={classes.actions}>
              {state.data.eConvocation ? (
                <Button variant="outline" loading={save.isPending} onClick={() => submit(false)}>
                  {t('e_convocation.unsubscribe')}
                </Button>
              ) : (
                <Button loading={save.isPending} disabled={!state.data.email} onClick={() => submit(true)}>
                  {t('e_convocation.subscribe')}
                </Button>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
