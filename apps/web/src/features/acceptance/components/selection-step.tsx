import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lowestPlanId, type TAcceptationPlan } from '@nomina/domain';
import classes from '../acceptance.module.css';
import type { TChoice } from '../model/choice';
import { AnswerForm } from './answer-form';
import { PlanCard, SelectedPlanCard } from './plan-card';
import { PlanInfo } from './plan-info';

/**
 * The plans to answer, then the chosen plan's answer and its disclaimers (spec 2 §2 e_acceptation).
 * Back from the recap comes here with the choice made (`given`): its plan open, its answer shown.
 */
export function SelectionStep({
  plans,
  given,
  onNext,
}: {
  plans: TAcceptationPlan[];
  given: TChoice | null;
  onNext: (choice: TChoice) => void;
}) {
  const { t } = useTranslation();
  // Which plan is open (navigation, not an answer): the answer itself is AnswerForm's form.
  const [selectedId, setSelectedId] = useState<number | null>(given?.plan.idAcceptationPlan ?? null);
  // The answer given before the recap, until the plan is closed (edit deselects, spec 2 §4).
  const [restored, setRestored] = useState(given);
  const plan = plans.find((entry) => entry.idAcceptationPlan === selectedId) ?? null;
  const lowest = lowestPlanId(plans);

  if (!plan)
    return (
      <>
        <Alert
          id={`acceptation-banner-${lowest}`}
          title={t('acceptation.banner.title', { id: lowest })}
          data-testid="acceptation-banner"
        >
          {t('acceptation.banner.text', { id: lowest })}
        </Alert>
        <ul className={classes.cards} aria-label={t('acceptation.cards.label')}>
          {plans.map((entry) => (
            <li key={entry.idAcceptationPlan}>
              <PlanCard plan={entry} onSelect={() => setSelectedId(entry.idAcceptationPlan)} />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <>
      <SelectedPlanCard
        plan={plan}
        onEdit={() => {
          setSelectedId(null);
          setRestored(null);
        }}
      />
      <PlanInfo plan={plan} />
      {/* Keyed by the plan: choosing another plan starts a blank answer. */}
      <AnswerForm
        key={plan.idAcceptationPlan}
        plan={plan}
        given={restored?.plan.idAcceptationPlan === plan.idAcceptationPlan ? restored.reponse : undefined}
        onNext={onNext}
      />
    </>
  );
}
