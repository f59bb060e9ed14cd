import { Button, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCompteBancaire, TSimulation } from '@nomina/domain';
import { operationsQueries } from '../api/operations-queries';
import { BankDataFields } from '../components/bank-data-fields';
import { SimulationPanel } from '../components/simulation-panel';
import { useContextResolver } from '../hooks/use-context-resolver';
import { bankFormSchema, toCompteBancaire, type TBankForm } from '../model/bank-form';
import classes from '../operations.module.css';

/**
 * The bank data step of a sale or an exercise with a sale (spec 3 §4): the recap and amounts,
 * where the proceeds go, then the password confirmation (the submit button opens it).
 */
export function BankDataStep({
  recap,
  simulation,
  isBusy,
  onBack,
  onValidate,
}: {
  recap: ReactNode;
  simulation: TSimulation;
  isBusy: boolean;
  onBack: () => void;
  onValidate: (compteBancaire: TCompteBancaire) => void;
}) {
  const { t } = useTranslation();
  const compte = useQuery(operationsQueries.compteBancaire());
  const resolver = useContextResolver(bankFormSchema, { hasOnFile: Boolean(compte.data) });
  const form = useForm<TBankForm>({
    defaultValues: { source: '', iban: '', bic: '' },
    mode: 'onTouched',
    resolver,
  });
  const submit = form.handleSubmit((values) => onValidate(toCompteBancaire(values)));

  return (
    <FormProvider {...form}>
      <form
        className={classes.page}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('operations.step.bankData')}
      >
        <section className={classes.section} aria-labelledby="recap-title">
          <Title order={2} id="recap-title">
            {t('operations.recap.title')}
          </Title>
          {recap}
        </section>
        <SimulationPanel simulation={simulation} />
        <section className={classes.section} aria-labelledby="bank-title">
          <Title order={2} id="bank-title">
            {t('operations.step.bankData')}
          </Title>
          <BankDataFields />
        </section>
        <div className={classes.actions}>
          <Button variant="default" onClick={onBack} disabled={isBusy}>
            {t('operations.back')}
          </Button>
          <Button type="submit" loading={isBusy} data-testid="bank-validate">
            {t('operations.bank.validate')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
