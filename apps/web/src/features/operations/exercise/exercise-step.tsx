import { Alert, Button, NativeSelect, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dec, roundUp2, truncate6, type TDroitExercable, type TSimulation } from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import { operationsQueries } from '../api/operations-queries';
import { useFieldError } from '../components/market-order-fields';
import { SimulationPanel } from '../components/simulation-panel';
import { useDeferredContextResolver, useResolverContext } from '../hooks/use-context-resolver';
import {
  exerciseFormSchema,
  liveExerciseSimulation,
  type TExerciseForm,
  type TExerciseVariant,
} from '../model/exercise-form';
import { decimalText } from '../model/order-form';
import classes from '../operations.module.css';

export type TExercise = { values: TExerciseForm; droit: TDroitExercable; simulation: TSimulation };

/**
 * The exercise step (spec 3 §4 exercise): an exercisable grant, the number of options, and the
 * live amounts with the fees of operation/baremeLevee: the price to pay (simple), the proceeds
 * (exercise and sale) or the shares sold to cover and kept (bridge).
 */
export function ExerciseStep({
  variant,
  droits,
  initial,
  onNext,
}: {
  variant: TExerciseVariant;
  droits: TDroitExercable[];
  initial: TExerciseForm;
  onNext: (exercise: TExercise) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const fieldError = useFieldError();
  const { resolver, latest } = useDeferredContextResolver(exerciseFormSchema);
  const form = useForm<TExerciseForm>({ defaultValues: initial, mode: 'onTouched', resolver });
  const values = useWatch({ control: form.control }) as TExerciseForm;
  const droit = droits.find((entry) => String(entry.idPlan) === values.idPlan) ?? null;
  useResolverContext(latest, { droit });
  const tva = useQuery(operationsQueries.tauxTva());
  const quantite = decimalText(values.quantite);
  const montantLevee =
    droit && /^\d+(\.\d+)?$/.test(quantite)
      ? roundUp2(dec(droit.prixExercice).mul(truncate6(quantite))).toNumber()
      : 0;
  const bareme = useQuery({
    ...operationsQueries.baremeLevee(droit?.emetIden ?? 0, droit?.idPlan ?? 0, Math.max(0, montantLevee)),
    enabled: droit !== null,
    placeholderData: keepPreviousData,
  });
  const live = bareme.data
    ? liveExerciseSimulation(variant, values, droit, { bareme: bareme.data.bareme, tva: tva.data })
    : null;
  const simulation = live && !('error' in live) ? live : null;
  const submit = form.handleSubmit((checked) => {
    if (droit && simulation) onNext({ values: checked, droit, simulation });
  });

  return (
    <form
      className={classes.page}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('operations.step.exercise')}
    >
      <NativeSelect
        label={t('operations.exercise.plan')}
        withAsterisk
        data={[
          { value: '', label: t('operations.exercise.plan.placeholder') },
          ...droits.map((entry) => ({
            value: String(entry.idPlan),
            label: t('operations.exercise.plan.option', {
              count: entry.quantiteExercable,
              plan: entry.planLibe,
              valeur: entry.valeLibe,
              quantite: format.number(entry.quantiteExercable, 6),
            }),
          })),
        ]}
        error={fieldError(form.formState.errors.idPlan)}
        data-testid="field-plan"
        {...form.register('idPlan')}
      />
      {droit ? (
        <dl className={classes.facts} data-testid="exercise-grant">
          <div>
            <dt>{t('operations.exercise.prixExercice')}</dt>
            <dd>{format.amount(droit.prixExercice, droit.devise)}</dd>
          </div>
          <div>
            <dt>{t('operations.quotes.cours')}</dt>
            <dd>{format.amount(droit.cours, droit.devise)}</dd>
          </div>
          <div>
            <dt>{t('operations.exercise.quantiteExercable')}</dt>
            <dd>{format.number(droit.quantiteExercable, 6)}</dd>
          </div>
        </dl>
      ) : null}
      <TextInput
        label={t('operations.exercise.quantite')}
        inputMode="numeric"
        autoComplete="off"
        withAsterisk
        error={fieldError(form.formState.errors.quantite)}
        data-testid="field-quantite"
        {...form.register('quantite')}
      />
      {live && 'error' in live ? (
        <Alert color="red" role="alert" data-testid="exercise-not-covered">
          {t(live.error)}
        </Alert>
      ) : null}
      <SimulationPanel simulation={simulation} />
      <div className={classes.actions}>
        <Button type="submit" data-testid="exercise-next">
          {t('operations.next')}
        </Button>
      </div>
    </form>
  );
}
