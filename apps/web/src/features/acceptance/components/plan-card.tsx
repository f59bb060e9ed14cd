import { Badge, Button, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { showsOfferPrice, type TAcceptationPlan } from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../acceptance.module.css';
import { serverKey } from '../../../lib/i18n/server-key';

export const planLabel = (t: TFunction, plan: TAcceptationPlan) =>
  plan.libellePlanTraductionKey ? t(serverKey(plan.libellePlanTraductionKey)) : plan.libellePlan;

function CardFacts({ plan }: { plan: TAcceptationPlan }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <dl className={classes.facts}>
      <dt>{t('acceptation.card.code')}</dt>
      <dd>{plan.codePlan}</dd>
      <dt>{t('acceptation.card.rights')}</dt>
      <dd>{format.number(plan.nombreDroits)}</dd>
      {showsOfferPrice(plan) ? (
        <>
          <dt>{t('acceptation.card.price')}</dt>
          <dd data-testid="plan-card-price">{format.amount(plan.prixExercice)}</dd>
        </>
      ) : null}
      <dt>{t('acceptation.card.deadline')}</dt>
      <dd>{format.date(plan.dateLimiteReponse)}</dd>
    </dl>
  );
}

/** A pending plan's card: a button that selects the plan. */
export function PlanCard({ plan, onSelect }: { plan: TAcceptationPlan; onSelect: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={classes.card}
      onClick={onSelect}
      data-testid={`plan-card-${plan.idAcceptationPlan}`}
    >
      <span className={classes.cardHeader}>
        <Text component="span" fw={700}>
          {planLabel(t, plan)}
        </Text>
        <Badge component="span" variant="light">
          {plan.typePlan}
        </Badge>
      </span>
      <CardFacts plan={plan} />
    </button>
  );
}

/** The selected plan's card, with the edit button that deselects it. */
export function SelectedPlanCard({ plan, onEdit }: { plan: TAcceptationPlan; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      className={`${classes.card} ${classes.selectedCard}`}
      aria-label={planLabel(t, plan)}
      data-testid="selected-plan"
    >
      <div className={classes.cardHeader}>
        <Text component="h2" fw={700} size="lg">
          {planLabel(t, plan)}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onEdit} data-testid="plan-edit">
          {t('acceptation.card.edit')}
        </Button>
      </div>
      <CardFacts plan={plan} />
    </section>
  );
}
