import { Alert, Button, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isListed, type TSimulation, type TValeur, type TValeurDetails } from '@nomina/domain';
import { portfolioQueries } from '../../../components/portfolio/portfolio-queries';
import { operationsQueries } from '../api/operations-queries';
import { MarketOrderFields, useFieldError } from '../components/market-order-fields';
import { SimulationPanel } from '../components/simulation-panel';
import { useDeferredContextResolver, useResolverContext } from '../hooks/use-context-resolver';
import { useValidityWindow } from '../hooks/use-validity-window';
import { ValeurQuote } from '../components/valeur-quote';
import { buyFormSchema, type TBuyForm } from '../model/buy-form';
import { liveTradeSimulation } from '../model/live-simulation';
import classes from '../operations.module.css';

/**
 * The purchase step (spec 3 §4 purchase): the security, its quote and fee schedule, order type,
 * quantity, limit, validity date and the live simulation. Continue only with a valid order.
 */
export function PurchaseStep({
  valeurs,
  initial,
  onNext,
}: {
  valeurs: TValeur[];
  initial: TBuyForm;
  onNext: (values: TBuyForm, simulation: TSimulation, details: TValeurDetails) => void;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { window, closed, isError } = useValidityWindow();
  const tva = useQuery(operationsQueries.tauxTva());
  const { resolver, latest } = useDeferredContextResolver(buyFormSchema);
  const form = useForm<TBuyForm>({ defaultValues: initial, mode: 'onTouched', resolver });
  const values = useWatch({ control: form.control }) as TBuyForm;
  const valeur = valeurs.find((entry) => String(entry.valeIden) === values.valeIden);
  const details = useQuery({
    ...portfolioQueries.valeurDetails(valeur ?? valeurs[0]!),
    enabled: valeur !== undefined,
  });
  const listed = details.data ? isListed(details.data.marche) : true;
  useResolverContext(latest, { isListed: listed, window, closed });
  const simulation = details.data
    ? liveTradeSimulation('ACHAT_TITRE', values, { ...details.data, tauxTva: tva.data?.tauxTva ?? null })
    : null;

  const submit = form.handleSubmit((checked) => {
    if (simulation && details.data) onNext(checked, simulation, details.data);
  });

  return (
    <FormProvider {...form}>
      <form
        className={classes.page}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('operations.step.purchase')}
      >
        {isError ? <Alert color="red">{t('general.error.loading')}</Alert> : null}
        <NativeSelect
          label={t('operations.field.valeur')}
          withAsterisk
          data={[
            { value: '', label: t('operations.field.valeur.placeholder') },
            ...valeurs.map((entry) => ({
              value: String(entry.valeIden),
              label: `${entry.valeLibe} (${entry.isin})`,
            })),
          ]}
          error={fieldError(form.formState.errors.valeIden)}
          data-testid="field-valeur"
          {...form.register('valeIden', {
            onChange: () => {
              form.setValue('typeOrdre', '');
              form.setValue('coursLimite', '');
            },
          })}
        />
        {details.data ? <ValeurQuote details={details.data} /> : null}
        {details.isError ? <Alert color="red">{t('general.error.loading')}</Alert> : null}
        {valeur ? <MarketOrderFields isListed={listed} window={window} closed={closed} /> : null}
        <SimulationPanel simulation={simulation} />
        <div className={classes.actions}>
          <Button type="submit" data-testid="purchase-next">
            {t('operations.next')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
