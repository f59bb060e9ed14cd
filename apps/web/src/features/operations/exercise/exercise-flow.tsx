import { Alert, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '@nomina/translations/keys';
import { useFormat } from '../../../lib/format/use-format';
import { operationsQueries } from '../api/operations-queries';
import { FlowSteps } from '../components/flow-steps';
import { NoSecurities } from '../components/no-securities';
import { OrderConfirmation, type TConfirmedOrder } from '../components/order-confirmation';
import { useOrderSubmission } from '../components/order-submission';
import { PaymentStep } from '../components/payment-step';
import { BankDataStep } from '../sell/bank-data-step';
import {
  EMPTY_EXERCISE_FORM,
  toLeveeSimple,
  toLeveeVente,
  type TExerciseVariant,
} from '../model/exercise-form';
import classes from '../operations.module.css';
import { ExerciseStep, type TExercise } from './exercise-step';

export const EXERCISE_STEPS: TTranslationKey[] = [
  'operations.step.exercise',
  'operations.step.payment',
  'operations.step.confirmation',
];

/**
 * exercise → payment → confirmation (spec 3 §4). A simple exercise is paid like a purchase; an
 * exercise with a sale (or sell-to-cover) pays its proceeds to the bank account chosen instead.
 */
export function ExerciseFlow({ variant }: { variant: TExerciseVariant }) {
  const { t } = useTranslation();
  const droits = useQuery(operationsQueries.droitsExercables());
  const [exercise, setExercise] = useState<TExercise | null>(null);
  const [step, setStep] = useState(0);
  const [confirmed, setConfirmed] = useState<TConfirmedOrder | null>(null);
  const submission = useOrderSubmission((order) => {
    setConfirmed(order);
    setStep(2);
  });

  const body = () => {
    if (step === 2 && confirmed)
      return (
        <OrderConfirmation
          order={confirmed}
          onRestart={() => {
            setExercise(null);
            setConfirmed(null);
            setStep(0);
          }}
        />
      );
    if (step === 1 && exercise) {
      const recap = <ExerciseRecap exercise={exercise} />;
      return variant === 'LEVEE_SIMPLE' ? (
        <PaymentStep
          recap={recap}
          simulation={exercise.simulation}
          isBusy={submission.isBusy}
          onBack={() => setStep(0)}
          onValidate={(mode) => void submission.submit(toLeveeSimple(exercise.values, mode))}
          submitLabel="operations.exercise.validate"
        />
      ) : (
        <BankDataStep
          recap={recap}
          simulation={exercise.simulation}
          isBusy={submission.isBusy}
          onBack={() => setStep(0)}
          onValidate={(compte) => void submission.submit(toLeveeVente(variant, exercise.values, compte))}
        />
      );
    }
    if (droits.isError) return <Alert color="red">{t('general.error.loading')}</Alert>;
    if (!droits.data) return <Skeleton height={200} aria-hidden />;
    if (droits.data.length === 0)
      return <NoSecurities messageKey="operations.exercise.empty" testId="exercise-empty" />;
    return (
      <ExerciseStep
        variant={variant}
        droits={droits.data}
        initial={exercise?.values ?? EMPTY_EXERCISE_FORM}
        onNext={(next) => {
          setExercise(next);
          setStep(1);
        }}
      />
    );
  };

  return (
    <>
      <FlowSteps steps={EXERCISE_STEPS} current={step} />
      {submission.errorAlert}
      {body()}
      {submission.modal}
    </>
  );
}

function ExerciseRecap({ exercise }: { exercise: TExercise }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { droit } = exercise;
  return (
    <dl className={classes.facts} data-testid="order-recap">
      <div>
        <dt>{t('operations.exercise.plan')}</dt>
        <dd>{droit.planLibe}</dd>
      </div>
      <div>
        <dt>{t('operations.field.valeur')}</dt>
        <dd>{droit.valeLibe}</dd>
      </div>
      <div>
        <dt>{t('operations.exercise.prixExercice')}</dt>
        <dd>{format.amount(droit.prixExercice, droit.devise)}</dd>
      </div>
      <div>
        <dt>{t('operations.exercise.quantite')}</dt>
        <dd>{format.number(exercise.simulation.quantite, 6)}</dd>
      </div>
    </dl>
  );
}
