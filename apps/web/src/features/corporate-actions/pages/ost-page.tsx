import { Alert, Button, Skeleton, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TOstEvent, TOstType } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { EmptyState, EmptyStateAction } from '../../../components/feedback/empty-state';
import { isPaymentReturnState } from '../../../components/payment/payment-callback';
import { usePaymentLaunch } from '../../../components/payment/use-payment-launch';
import { paths } from '../../../config/paths';
import { toErrorCode } from '../../../lib/http/api-error';
import { useOstEvents } from '../api/ost-api';
import { AnswerSummary } from '../components/answer-summary';
import { EventFacts } from '../components/event-facts';
import { ExternalReferenceGuard } from '../components/external-reference-guard';
import { OstFlow } from '../components/ost-flow';
import { OstPaymentReturn } from '../components/ost-payment-return';
import classes from '../corporate-actions.module.css';

const TITLES: Record<TOstType, TTranslationKey> = { PDA: 'menu.ost_pda', AK: 'menu.ost_ak' };

/** An answer whose balance is still to pay by card or open banking: the provider's page again. */
function PayAgain({ event }: { event: TOstEvent }) {
  const { t } = useTranslation();
  const payment = usePaymentLaunch();
  const reponse = event.reponse;
  const mode = reponse?.modePaiement;
  if (!reponse || reponse.statut !== 'EN_ATTENTE_PAIEMENT' || (mode !== 'CB' && mode !== 'LINXO'))
    return null;
  const pay = () => payment.mutate({ mode, refDemande: reponse.refDemande, natureDemande: 'OST' });
  return (
    <>
      {payment.isError ? (
        <Alert color="red" role="alert">
          {t(toErrorCode(payment.error))}
        </Alert>
      ) : null}
      <div className={classes.actions}>
        <Button onClick={pay} loading={payment.isPending} data-testid={`ost-pay-${event.idOst}`}>
          {t('ost.payment.pay')}
        </Button>
      </div>
    </>
  );
}

/** The account's events of one kind; an open one is answered through the flow. */
function OstEvents({ typeOst }: { typeOst: TOstType }) {
  const { t } = useTranslation();
  const events = useOstEvents(typeOst);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const exit = useCallback(() => setSelectedId(null), []);
  const selected = events.data?.find((event) => event.idOst === selectedId);
  const [searchParams] = useSearchParams();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const leaveReturn = useCallback(() => void navigate(pathname, { replace: true }), [navigate, pathname]);
  // Back from a payment provider (spec 3 §2 payment-callback, or the bank's consent page).
  const orderId = searchParams.get('order_id');
  if (orderId) return <OstPaymentReturn reference={orderId} typeOst={typeOst} onExit={leaveReturn} />;
  const hasPaymentFailed = isPaymentReturnState(state) && !state.paymentReturn.success;
  if (selected) return <OstFlow event={selected} onExit={exit} />;
  if (events.isError)
    return (
      <Alert color="red" role="alert">
        {t(toErrorCode(events.error))}
      </Alert>
    );
  if (!events.data) return <Skeleton height={200} aria-hidden />;
  if (events.data.length === 0)
    return (
      <EmptyState illustration="events" testId="ost-empty">
        <Text fw={700}>{t('ost.empty')}</Text>
        <Text size="sm">{t('empty.ost.next')}</Text>
        <EmptyStateAction to={paths.histoOpeDiverses.getHref()} isSubtle>
          {t('empty.action.history')}
        </EmptyStateAction>
      </EmptyState>
    );
  return (
    <>
      {hasPaymentFailed ? (
        <Alert color="red" role="alert" data-testid="payment-failed">
          {t('api.technical.error')}
        </Alert>
      ) : null}
      <ul className={classes.events} aria-label={t('ost.list.label')}>
        {events.data.map((event) => (
          <li key={event.idOst} className={classes.card} data-testid={`ost-event-${event.idOst}`}>
            <EventFacts event={event} />
            {event.reponse ? <AnswerSummary event={event} reponse={event.reponse} /> : null}
            <PayAgain event={event} />
            {event.statut === 'OUVERT' ? (
              <div className={classes.actions}>
                <Button onClick={() => setSelectedId(event.idOst)} data-testid={`ost-answer-${event.idOst}`}>
                  {t('ost.event.answer')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** ost_pda and ost_ak (spec 3 §2 corporate actions group), behind the external-reference guard. */
export function OstPage({ typeOst }: { typeOst: TOstType }) {
  const { t } = useTranslation();
  const { key } = useLocation();
  return (
    <div className={classes.page} data-testid={`ost-page-${typeOst}`}>
      <Title order={1}>{t(TITLES[typeOst])}</Title>
      <ExternalReferenceGuard>
        <OstEvents key={key} typeOst={typeOst} />
      </ExternalReferenceGuard>
    </div>
  );
}

export const OstPdaPage = () => <OstPage typeOst="PDA" />;
export const OstAkPage = () => <OstPage typeOst="AK" />;
