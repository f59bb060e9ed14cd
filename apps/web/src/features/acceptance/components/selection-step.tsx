import { Alert, Button, Radio, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canGoNext, lowestPlanId, type TAcceptationPlan, type TReponseAcceptation } from '@nomina/domain';
import { serverKey } from '../../../lib/i18n/server-key';
import classes from '../acceptance.module.css';
import type { TChoice } from '../model/choice';
import { PlanCard, SelectedPlanCard } from './plan-card';
import { PlanInfo } from './plan-info';

/** The plans to answer, then the chosen plan's answer and its disclaimers (spec 2 §2 e_acceptation). */
export function SelectionStep({
  plans,
  onNext,
}: {
  plans: TAcceptationPlan[];
  onNext: (choice: TChoice) => void;
}) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [reponse, setReponse] = useState<TReponseAcceptation | null>(null);
  const [disclaimer1, setDisclaimer1] = useState(false);
  const [disclaimer2, setDisclaimer2] = useState(false);
  const plan = plans.find((entry) => entry.idAcceptationPlan === selectedId) ?? null;
  const lowest = lowestPlanId(plans);

  const select = (id: number | null) => {
    setSelectedId(id);
    setReponse(null);
    setDisclaimer1(false);
    setDisclaimer2(false);
  };

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
              <PlanCard plan={entry} onSelect={() => select(entry.idAcceptationPlan)} />
            </li>
          ))}
        </ul>
      </>
    );

  const enabled = canGoNext({ plan, choice: reponse, disclaimer1, disclaimer2 });
  return (
    <>
      <SelectedPlanCard plan={plan} onEdit={() => select(null)} />
      <PlanInfo plan={plan} />
      <div className={classes.section}>
        <Radio.Group
          label={t('acceptation.choice.label')}
          value={reponse ?? ''}
          onChange={(value) => setReponse(value as TReponseAcceptation)}
        >
          <div className={classes.actions}>
            <Radio value="O" label={t('acceptation.choice.accept')} data-testid="choice-accept" />
            <Radio value="N" label={t('acceptation.choice.refuse')} data-testid="choice-refuse" />
          </div>
        </Radio.Group>
        <Switch
          checked={disclaimer1}
          onChange={(event) => setDisclaimer1(event.currentTarget.checked)}
          label={t(serverKey(plan.firstDisclaimerTraductionKey))}
          data-testid="disclaimer-1"
        />
        {plan.indicateurDisclaimer ? (
          <Switch
            checked={disclaimer2}
            onChange={(event) => setDisclaimer2(event.currentTarget.checked)}
            label={t(serverKey(plan.secondDisclaimerTraductionKey) ?? 'acceptation.plan.disclaimer.second')}
            data-testid="disclaimer-2"
          />
        ) : null}
        <div className={classes.actions}>
          <Button
            disabled={!enabled}
            onClick={() => reponse && onNext({ plan, reponse })}
            data-testid="acceptation-next"
          >
            {t('acceptation.next')}
          </Button>
        </div>
      </div>
    </>
  );
}
