import { Button, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { checkCbPlafond, ZModePaiement, type TModePaiement, type TSimulation } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { type TFormMessage } from '../../../lib/forms/domain-resolver';
import { REQUIRED } from '../model/order-form';
import classes from '../operations.module.css';
import { useFieldError } from './market-order-fields';
import { PaymentChoice } from '../../../components/payment/payment-choice';
import { usePaymentContext } from '../../../components/payment/use-payment-context';
import { SimulationPanel } from './simulation-panel';
import { useContextResolver } from '../hooks/use-context-resolver';

const ZPaymentForm = z.object({ modePaiement: z.union([ZModePaiement, z.literal('')]) });
type TPaymentForm = z.infer<typeof ZPaymentForm>;

/** A mode must be chosen, and a card payment stays within CB_PLAFOND (the domain's rule). */
const paymentSchema = (context: { montantNet: number; cbPlafond: number | null }) =>
  ZPaymentForm.superRefine((values, ctx) => {
    const issue = (message: TFormMessage) =>
      ctx.addIssue({ code: 'custom', path: ['modePaiement'], message });
    if (values.modePaiement === '') return issue(REQUIRED);
    if (values.modePaiement === 'CB' && context.cbPlafond !== null) {
      const error = checkCbPlafond(context.montantNet, context.cbPlafond);
      if (error) issue(error);
    }
  });

/**
 * The payment step of a purchase or a simple exercise (spec 3 §4): the order's recap and amounts,
 * the payment mode, then the password confirmation (the submit button opens it).
 */
export function PaymentStep({
  recap,
  simulation,
  isBusy,
  onBack,
  onValidate,
  submitLabel,
}: {
  recap: ReactNode;
  simulation: TSimulation;
  isBusy: boolean;
  onBack: () => void;
  onValidate: (mode: TModePaiement) => void;
  submitLabel: TTranslationKey;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const context = usePaymentContext(simulation.montantNet);
  const resolver = useContextResolver(paymentSchema, context);
  const form = useForm<TPaymentForm>({ defaultValues: { modePaiement: '' }, resolver });
  const submit = form.handleSubmit((values) => {
    if (values.modePaiement !== '') onValidate(values.modePaiement);
  });

  return (
    <form
      className={classes.page}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('operations.step.payment')}
    >
      <section className={classes.section} aria-labelledby="recap-title">
        <Title order={2} id="recap-title">
          {t('operations.recap.title')}
        </Title>
        {recap}
      </section>
      <SimulationPanel simulation={simulation} />
      <section className={classes.section} aria-labelledby="payment-title">
        <Title order={2} id="payment-title">
          {t('operations.step.payment')}
        </Title>
        <Controller
          control={form.control}
          name="modePaiement"
          render={({ field }) => (
            <PaymentChoice
              context={context}
              value={field.value === '' ? null : field.value}
              onChange={field.onChange}
              error={fieldError(form.formState.errors.modePaiement)}
              inputRef={field.ref}
            />
          )}
        />
      </section>
      <div className={classes.actions}>
        <Button variant="default" onClick={onBack} disabled={isBusy}>
          {t('operations.back')}
        </Button>
        <Button type="submit" loading={isBusy} data-testid="payment-validate">
          {t(submitLabel)}
        </Button>
      </div>
    </form>
  );
}
