import { Anchor, Button, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recapShowsOfferPrice } from '@nomina/domain';
import { useFormat } from '../../../lib/format/use-format';
import { serverKey } from '../../../lib/i18n/server-key';
import classes from '../acceptance.module.css';
import type { TChoice } from '../model/choice';
import { recapDate } from '../model/recap-date';
import { planLabel } from './plan-card';
import { PlanDetailsModal } from './plan-details-modal';
/** The answer's recap before the password (spec 2 §2): the plan, the operation and the deadline. */
export function RecapStep({
  choice,
  onBack,
  onValidate,
}: {
  choice: TChoice;
  onBack: () => void;
  onValidate: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [details, setDetails] = useState(false);
  const { plan, reponse } = choice;
  const isAccept = reponse === 'O';
  return (
    <div className={classes.page} data-testid="acceptation-recap">
      <div>
        <Button variant="subtle" onClick={onBack} data-testid="recap-back">
          {t('acceptation.back')}
        </Button>
      </div>
      <Title order={2}>{t('general.validate')}</Title>
      <Text fw={600}>
        {t(isAccept ? 'acceptation.recap.subtitle.accept' : 'acceptation.recap.subtitle.refuse', {
          id: plan.idAcceptationPlan,
          label: planLabel(t, plan),
        })}
      </Text>
      <Text>{t(serverKey(plan.recapTraductionKey) ?? 'acceptation.plan.recap.text')}</Text>
      <section className={classes.section} aria-label={t('acceptation.recap.panel')}>
        <dl className={classes.facts}>
          <dt>{t('acceptation.recap.date')}</dt>
          <dd data-testid="recap-date">{recapDate()}</dd>
          <dt>{t('acceptation.info.label')}</dt>
          <dd>{planLabel(t, plan)}</dd>
          <dt>{t('acceptation.recap.operation')}</dt>
          <dd>{t(isAccept ? 'acceptation.choice.accept' : 'acceptation.choice.refuse')}</dd>
          <dt>{t('acceptation.card.deadline')}</dt>
          <dd>{format.dateTime(plan.dateLimiteReponse)}</dd>
          <dt>{t('acceptation.card.rights')}</dt>
          <dd>{format.number(plan.nombreDroits)}</dd>
          {recapShowsOfferPrice(plan) ? (
            <>
              <dt>{t('acceptation.card.price')}</dt>
              <dd>{format.amount(plan.prixExercice)}</dd>
            </>
          ) : null}
        </dl>
        <Anchor component="button" type="button" onClick={() => setDetails(true)} data-testid="recap-details">
          {t('acceptation.recap.details')}
        </Anchor>
      </section>
      <div className={classes.actions}>
        <Button onClick={onValidate} data-testid="recap-validate">
          {t('general.validate')}
        </Button>
      </div>
      {details ? <PlanDetailsModal plan={plan} onClose={() => setDetails(false)} /> : null}
    </div>
  );
}
