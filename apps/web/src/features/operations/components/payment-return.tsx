import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TOrderStatus } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { usePaymentConfirmation } from '../../../components/payment/use-payment-confirmation';
import { paths } from '../../../config/paths';
import { toErrorCode } from '../../../lib/http/api-error';
import { operationsQueries } from '../api/operations-queries';
import { FlowSteps } from './flow-steps';
import { OrderConfirmation, type TConfirmedOrder } from './order-confirmation';

type TState =
  | { kind: 'waiting' }
  | { kind: 'confirmed'; order: TConfirmedOrder }
  | { kind: 'failed'; errorCode: TTranslationKey };

/**
 * Back from a payment provider with an order: the shared payment confirmation (the server counts
 * an order paid only on the provider's signed notification), then the order's status and the
 * confirmation screen, or the refusal.
 */
export function PaymentReturn({ reference, steps }: { reference: string; steps: TTranslationKey[] }) {
  const { t } = useTranslation();
  const { mode: kind, state: payment } = usePaymentConfirmation(reference);
  const confirm = useConfirmedOrder(payment);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (
    <>
      <FlowSteps steps={steps} current={confirm.kind === 'confirmed' ? 2 : 1} />
      {confirm.kind === 'waiting' ? (
        <div role="status" aria-live="polite" data-testid="payment-waiting">
          <Loader size="sm" aria-hidden />
          <Text>
            {t(kind === 'CB' ? 'operations.payment.waiting.CB' : 'operations.payment.waiting.LINXO')}
          </Text>
        </div>
      ) : null}
      {confirm.kind === 'failed' ? (
        <Alert color="red" role="alert" data-testid="payment-refused">
          <Text>{t(confirm.errorCode)}</Text>
          <Anchor component={Link} to={paths.histoOpeBourse.getHref()}>
            {t('operations.payment.refused.history')}
          </Anchor>
        </Alert>
      ) : null}
      {confirm.kind === 'confirmed' ? (
        <OrderConfirmation order={confirm.order} onRestart={() => void navigate(pathname)} />
      ) : null}
    </>
  );
}

/** The order's status once its payment is confirmed (statut-ordre), for the confirmation screen. */
function useConfirmedOrder(payment: ReturnType<typeof usePaymentConfirmation>['state']): TState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TState>({ kind: 'waiting' });
  useEffect(() => {
    if (payment.kind === 'waiting') return;
    if (payment.kind === 'failed') return setState(payment);
    const { result } = payment;
    let isLive = true;
    queryClient
      .fetchQuery(operationsQueries.statutOrdre(result.refDemande))
      .then((status: TOrderStatus) => {
        if (isLive)
          setState({
            kind: 'confirmed',
            order: { ...status, inBusinessDay: result.inBusinessDay, supervised: result.supervised },
          });
      })
      .catch((error: unknown) => {
        if (isLive) setState({ kind: 'failed', errorCode: toErrorCode(error) });
      });
    return () => {
      isLive = false;
    };
  }, [payment, queryClient]);
  return state;
}
