import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showsOfferPrice, type TAcceptationPlan } from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../acceptance.module.css';
import { planLabel } from './plan-card';
import { PlanDocuments } from './plan-documents';
import { serverKey } from '../../../lib/i18n/server-key';

/**
 * The selected plan's information (spec 2 §2 step 2): additional data, board date, label,
 * underlying share, offer price above 0, start date, then end date or, for a 'DROIT AAG',
 * acquisition date; then the document downloads.
 * The plan-details modal (screen 5) lists date, label, share, price, start and end dates and the
 * downloads: no additional data, the price even at 0, and the end date of every plan (a
 * 'DROIT AAG' keeps its acquisition date beside it).
 */
export function PlanInfo({ plan, isDetails = false }: { plan: TAcceptationPlan; isDetails?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isAag = plan.typePlan === 'DROIT AAG';
  return (
    <div className={classes.section} data-testid="plan-info">
      {!isDetails && plan.additionalDataTraductionKey ? (
        <Text>{t(serverKey(plan.additionalDataTraductionKey))}</Text>
      ) : null}
      <dl className={classes.facts}>
        <dt>{t('acceptation.info.boardDate')}</dt>
        <dd>{format.date(plan.dateDirectoire)}</dd>
        <dt>{t('acceptation.info.label')}</dt>
        <dd>{planLabel(t, plan)}</dd>
        <dt>{t('acceptation.info.underlying')}</dt>
        <dd>{plan.actionSousJacente}</dd>
        {isDetails || showsOfferPrice(plan) ? (
          <>
            <dt>{t('acceptation.card.price')}</dt>
            <dd>{format.amount(plan.prixExercice)}</dd>
          </>
        ) : null}
        <dt>{t('acceptation.info.start')}</dt>
        <dd>{format.date(plan.dateDebutPlan)}</dd>
        {isDetails || !isAag ? (
          <>
            <dt>{t('acceptation.info.end')}</dt>
            <dd data-testid="plan-end">{plan.dateFinPlan ? format.date(plan.dateFinPlan) : '—'}</dd>
          </>
        ) : null}
        {isAag ? (
          <>
            <dt>{t('acceptation.info.acquisition')}</dt>
            <dd data-testid="plan-acquisition">
              {plan.dateAcquisition ? format.date(plan.dateAcquisition) : '—'}
            </dd>
          </>
        ) : null}
      </dl>
      <div>
        <PlanDocuments plan={plan} />
      </div>
    </div>
  );
}
