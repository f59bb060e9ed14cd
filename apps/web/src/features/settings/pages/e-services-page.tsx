import { Button, Checkbox, Text } from '@mantine/core';
import { ZEAbonnementForm, type TEAbonnementRequest } from '@nomina/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { useSaveEAbonnement } from '../api/settings-api';
import { ChoiceCard } from '../components/choice-card';
import classes from '../settings.module.css';

/** e_services (spec 3 §1): documents on line instead of paper, with the legal confirmation. */
export function EServicesPage() {
  const { t } = useTranslation();
  const save = useSaveEAbonnement();
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
    <ChoiceCard
      choice="e_services"
      saved={save.isSuccess ? save.variables.abonne : null}
      current={(state) => ({ isOn: state.eServices, since: state.eServicesDate })}
    >
      {(state) =>
        state.eServices ? (
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
        )
      }
    </ChoiceCard>
  );
}
