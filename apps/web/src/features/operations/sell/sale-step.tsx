import { Alert, Button, NativeSelect, Radio } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  isListed,
  type TAvoirAVendre,
  type TSimulation,
  type TValeur,
  type TValeurDetails,
} from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import { portfolioQueries } from '../../../components/portfolio/portfolio-queries';
import { operationsQueries } from '../api/operations-queries';
import { MarketOrderFields, useFieldError } from '../components/market-order-fields';
import { SimulationPanel } from '../components/simulation-panel';
import { useDeferredContextResolver, useResolverContext } from '../hooks/use-context-resolver';
import { useValidityWindow } from '../hooks/use-validity-window';
import { ValeurQuote } from '../components/valeur-quote';
import { liveTradeSimulation } from '../model/live-simulation';
import { sellFormSchema, type TSellForm } from '../model/sell-form';
import classes from '../operations.module.css';

export type TSale = {
  values: TSellForm;
  simulation: TSimulation;
  details: TValeurDetails;
  holding: TAvoirAVendre;
};

/**
 * The sale step (spec 3 §4 sale): a security the holder may sell, its holdings per holding mode
 * (operation/avoirs-a-vendre), several titles (2) or all titles (3), order type, limit, validity
 * date and the live simulation of the proceeds. Never more than the sellable quantity.
 */
export function SaleStep({
  valeurs,
  initial,
  onNext,
}: {
  valeurs: TValeur[];
  initial: TSellForm;
  onNext: (sale: TSale) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const fieldError = useFieldError();
  const { window, closed, isError } = useValidityWindow();
  const tva = useQuery(operationsQueries.tauxTva());
  const { resolver, latest } = useDeferredContextResolver(sellFormSchema);
  const form = useForm<TSellForm>({ defaultValues: initial, mode: 'onTouched', resolver });
  const values = useWatch({ control: form.control }) as TSellForm;
  const { errors } = form.formState;
  const valeur = valeurs.find((entry) => String(entry.valeIden) === values.valeIden);
  const details = useQuery({
    ...portfolioQueries.valeurDetails(valeur ?? valeurs[0]!),
    enabled: valeur !== undefined,
  });
  const avoirs = useQuery({
    ...operationsQueries.avoirsAVendre(valeur?.valeIden ?? 0),
    enabled: valeur !== undefined,
  });
  const holding = avoirs.data?.find((entry) => entry.modeDetention === values.modeDetention) ?? null;
  const firstSellable = avoirs.data?.find((entry) => entry.quantiteDisponible > 0);
  const listed = details.data ? isListed(details.data.marche) : true;
  useResolverContext(latest, { isListed: listed, window, closed, holding });

  // All titles (3) is exactly the sellable quantity of the holding.
  useEffect(() => {
    if (values.typeVente === '3' && holding) form.setValue('quantite', String(holding.quantiteDisponible));
  }, [values.typeVente, holding, form]);

  const simulation = details.data
    ? liveTradeSimulation('VENTE_TITRE', values, { ...details.data, tauxTva: tva.data?.tauxTva ?? null })
    : null;
  const submit = form.handleSubmit((checked) => {
    if (simulation && details.data && holding)
      onNext({ values: checked, simulation, details: details.data, holding });
  });

  return (
    <FormProvider {...form}>
      <form
        className={classes.page}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('operations.step.sale')}
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
          error={fieldError(errors.valeIden)}
          data-testid="field-valeur"
          {...form.register('valeIden', {
            onChange: () => {
              form.setValue('modeDetention', '');
              form.setValue('typeOrdre', '');
              form.setValue('quantite', '');
            },
          })}
        />
        {details.data ? <ValeurQuote details={details.data} /> : null}
        {avoirs.isError ? <Alert color="red">{t('general.error.loading')}</Alert> : null}
        {avoirs.data && avoirs.data.length === 0 ? <Alert>{t('operations.sell.noHolding')}</Alert> : null}
        {avoirs.data && avoirs.data.length > 0 ? (
          <Controller
            control={form.control}
            name="modeDetention"
            render={({ field }) => (
              <Radio.Group
                label={t('operations.field.modeDetention')}
                value={field.value}
                onChange={field.onChange}
                error={fieldError(errors.modeDetention)}
                withAsterisk
              >
                <div className={classes.choices}>
                  {avoirs.data.map((avoir) => (
                    <Radio
                      key={avoir.modeDetention}
                      // The first holding that may be sold takes the focus when none is chosen.
                      ref={avoir === firstSellable ? field.ref : undefined}
                      value={avoir.modeDetention}
                      disabled={avoir.quantiteDisponible <= 0}
                      label={t(`operations.modeDetention.${avoir.modeDetention}`)}
                      description={t('operations.sell.holding', {
                        count: avoir.quantiteDisponible,
                        disponible: format.number(avoir.quantiteDisponible, 6),
                        quantite: format.number(avoir.quantite, 6),
                      })}
                      data-testid={`holding-${avoir.modeDetention}`}
                    />
                  ))}
                </div>
              </Radio.Group>
            )}
          />
        ) : null}
        {holding ? (
          <Controller
            control={form.control}
            name="typeVente"
            render={({ field }) => (
              <Radio.Group
                label={t('operations.field.typeVente')}
                value={field.value}
                onChange={field.onChange}
                error={fieldError(errors.typeVente)}
                withAsterisk
              >
                <div className={classes.choices}>
                  <Radio
                    ref={field.ref}
                    value="2"
                    label={t('operations.field.typeVente.2')}
                    data-testid="type-vente-2"
                  />
                  <Radio value="3" label={t('operations.field.typeVente.3')} data-testid="type-vente-3" />
                </div>
              </Radio.Group>
            )}
          />
        ) : null}
        {holding && values.typeVente !== '' ? (
          <MarketOrderFields
            isListed={listed}
            window={window}
            closed={closed}
            quantityReadOnly={values.typeVente === '3'}
          />
        ) : null}
        <SimulationPanel simulation={simulation} />
        <div className={classes.actions}>
          <Button type="submit" data-testid="sale-next">
            {t('operations.next')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
