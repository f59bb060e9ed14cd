import { Button, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TOstEvent, TOstReponse } from '@nomina/domain';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';
import classes from '../corporate-actions.module.css';
import { AnswerSummary } from './answer-summary';

/** The confirmation screen of an answer: recorded, pending or awaiting its balance, and where to go next. */
export function OstConfirmation({
  event,
  reponse,
  onBack,
}: {
  event: TOstEvent;
  reponse: TOstReponse;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  return (
    <>
      <section className={classes.section} data-testid="ost-confirm">
        <Title order={2} size="h3">
          {t('ost.confirm.title')}
        </Title>
        <Text>
          {reponse.statut === 'EN_ATTENTE_PAIEMENT'
            ? t('ost.confirm.awaitingPayment', {
                amount: format.amount(reponse.montantAPayer),
                date: format.date(reponse.instructions?.dateLimite ?? event.datePaiement),
                fallback: t(`ost.confirm.fallback.${event.typeOst}`),
              })
            : t('ost.confirm.pending', { date: format.date(event.datePaiement) })}
        </Text>
        <AnswerSummary event={event} reponse={reponse} />
      </section>
      <div className={classes.actions}>
        <Button variant="default" onClick={onBack} data-testid="ost-back-list">
          {t('ost.confirm.back')}
        </Button>
        <Button onClick={() => void navigate(paths.histoOpeDiverses.getHref())} data-testid="ost-history">
          {t('ost.confirm.history')}
        </Button>
      </div>
    </>
  );
}
