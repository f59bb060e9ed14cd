import { Alert, Button, Checkbox, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import {
  EXEMPTION_THRESHOLDS,
  ZDispenseAcompteRequest,
  type TDispenseAcompteRequest,
  type TExemptionSituation,
  type TExemptionState,
} from '@nomina/domain';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver, fieldErrorText } from '../../../lib/forms/domain-resolver';
import { EmptyState } from '../../../components/feedback/empty-state';
import { showRequestError } from '../../../components/feedback/show-request-error';
import { useFormat } from '../../../lib/format/use-format';
import { useExemptions, useRequestExemption } from '../api/settings-api';
import { TaxResidenceGuard } from '../components/tax-residence-guard';
import classes from '../settings.module.css';

/** dispense_acompte (spec 3 §1), behind the tax-residence guard. */
export function ExemptionPage() {
  return (
    <TaxResidenceGuard>
      <ExemptionContent />
    </TaxResidenceGuard>
  );
}

function ExemptionContent() {
  const { t } = useTranslation();
  const state = useExemptions(true);
  return (
    <div className={classes.page}>
      <Title order={1}>{t('dispense_acompte.title')}</Title>
      <Text>{t('dispense_acompte.intro')}</Text>
      {state.isPending ? (
        <Loader size="sm" role="status" aria-label={t('general.loading')} />
      ) : state.isError ? (
        <Alert color="red" role="alert">
          {t('api.technical.error.title')}
        </Alert>
      ) : (
        <>
          <ExemptionForm state={state.data} />
          <ExemptionHistory state={state.data} />
        </>
      )}
    </div>
  );
}

/** The form's values before the domain schema narrows them (nothing chosen yet). */
type TExemptionValues = { situation: TExemptionSituation | ''; attestation: boolean };

/** The request for the window's year: situation, sworn statement, before the 30 November deadline. */
function ExemptionForm({ state }: { state: TExemptionState }) {
  const { t } = useTranslation();
  const format = useFormat();
  const request = useRequestExemption();
  const form = useForm<TExemptionValues, unknown, TDispenseAcompteRequest>({
    defaultValues: { situation: '', attestation: false },
    resolver: domainResolver<TExemptionValues, TDispenseAcompteRequest>(ZDispenseAcompteRequest),
  });
  // Registered before the attestation (a Controller child would register after it), so a failed
  // submit focuses the first field in error in the order of the screen.
  const { field: situation } = useController({ control: form.control, name: 'situation' });
  const { errors } = form.formState;
  const { window } = state;
  const alreadyAsked = state.demandes.some((demande) => demande.annee === window.year);

  if (!window.isOpen)
    return (
      <Alert color="blue" variant="light" role="status" data-testid="exemption-closed">
        {t('dispense_acompte.closed', { opening: format.date(window.nextOpening!), year: window.year })}
      </Alert>
    );
  if (request.isSuccess || alreadyAsked)
    return (
      <Alert color="green" variant="light" role="status" data-testid="exemption-done">
        {t('dispense_acompte.done', { year: window.year })}
      </Alert>
    );

  const onValid = async (body: TDispenseAcompteRequest) => {
    try {
      await request.mutateAsync(body);
    } catch (error) {
      void showRequestError(error);
    }
  };
  const amount = (value: string) => format.amount(Number(value));

  return (
    <form className={classes.card} onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate>
      <Text fw={600}>
        {t('dispense_acompte.deadline', { year: window.year, date: format.date(window.deadline) })}
      </Text>
      <Radio.Group
        label={t('dispense_acompte.situation.label')}
        value={situation.value}
        onChange={(value) => situation.onChange(value as TExemptionSituation)}
        withAsterisk
        error={fieldErrorText(t, errors.situation)}
      >
        <Stack gap="xs" mt="xs">
          {(['SINGLE', 'COUPLE'] as const).map((value, index) => (
            <Radio
              key={value}
              // The first choice takes the focus when none is made on submit.
              ref={index === 0 ? situation.ref : undefined}
              value={value}
              label={t(`dispense_acompte.situation.${value}`, {
                amount: amount(EXEMPTION_THRESHOLDS[value]),
              })}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox
        label={t('dispense_acompte.attestation.label', { year: window.year })}
        {...form.register('attestation')}
        error={fieldErrorText(t, errors.attestation)}
      />
      <div className={classes.actions}>
        <Button type="submit" loading={request.isPending}>
          {t('dispense_acompte.submit')}
        </Button>
      </div>
    </form>
  );
}

function ExemptionHistory({ state }: { state: TExemptionState }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className={classes.card} aria-labelledby="exemption-history-title">
      <Title order={2} size="h4" id="exemption-history-title">
        {t('dispense_acompte.history.title')}
      </Title>
      {state.demandes.length === 0 ? (
        <EmptyState illustration="history" testId="exemption-history-empty" isCompact>
          <Text>{t('dispense_acompte.history.empty')}</Text>
        </EmptyState>
      ) : (
        <ul className={classes.history} data-testid="exemption-history">
          {state.demandes.map((demande) => (
            <li key={demande.annee}>
              {t('dispense_acompte.history.item', {
                year: demande.annee,
                date: format.date(demande.dateDemande),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
