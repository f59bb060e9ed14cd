import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PAYMENT_ERRORS, type TOrderStatus, type TPaymentResult } from '@nomina/domain';
import { paths } from '../../../config/paths';
import { ApiError, toErrorCode } from '../../../lib/http/api-error';
import { operationsQueries } from '../api/operations-queries';
import { useConfirmCardPayment, useConfirmLinxoPayment } from '../api/order-mutations';
import { linxoSession } from '../model/linxo-session';
import { isPaymentReturnState } from '../model/payment-callback';
import { poll } from '../model/poll';
import { FlowSteps } from './flow-steps';
import { OrderConfirmation, type TConfirmedOrder } from './order-confirmation';
import { usePollingSettings, type TPollingSettings } from './use-polling-settings';

type TState =
  { kind: 'waiting' } | { kind: 'confirmed'; order: TConfirmedOrder } | { kind: 'failed'; errorCode: string };

const notYet = (error: unknown) =>
  error instanceof ApiError && error.errorCode === PAYMENT_ERRORS.notConfirmed;

/**
 * Back from a payment provider: the server, which counts an order paid only on the provider's
 * signed notification, is asked until it knows (card: confirm-cb-payment; open banking: the
 * order-status then confirm-linxo-payment), every STATUS_RETRY_INTERVAL_MS up to
 * MAX_PERIOD_RETRY_MS; then the confirmation screen, or the refusal.
 */
export function PaymentReturn({
  kind,
  reference,
  steps,
}: {
  kind: 'CB' | 'LINXO';
  reference: string;
  steps: string[];
}) {
  const { t } = useTranslation();
  const settings = usePollingSettings();
  const confirm = useConfirmPayment(kind, reference, settings);
  const navigate = useNavigate();

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
        <OrderConfirmation
          order={confirm.order}
          onRestart={() => void navigate(paths.operationAcheter.getHref())}
        />
      ) : null}
    </>
  );
}

function useConfirmPayment(
  kind: 'CB' | 'LINXO',
  reference: string,
  settings: TPollingSettings | null,
): TState {
  const { state: navigationState } = useLocation();
  const queryClient = useQueryClient();
  const confirmCard = useConfirmCardPayment();
  const confirmLinxo = useConfirmLinxoPayment();
  const [state, setState] = useState<TState>({ kind: 'waiting' });

  useEffect(() => {
    if (!settings) return;
    const controller = new AbortController();
    const options = { ...settings, signal: controller.signal };
    const hint = isPaymentReturnState(navigationState) ? navigationState.paymentReturn : null;

    const confirmedOrder = async (result: TPaymentResult): Promise<TConfirmedOrder> => {
      const status: TOrderStatus = await queryClient.fetchQuery(
        operationsQueries.statutOrdre(result.refDemande),
      );
      return {
        ...status,
        inBusinessDay: result.inBusinessDay,
        supervised: result.supervised || (hint?.supervised ?? false),
      };
    };

    const confirmCardPayment = async () => {
      const outcome = await poll(
        () =>
          confirmCard
            .mutateAsync(reference)
            .catch((error: unknown) => (notYet(error) ? undefined : Promise.reject(error))),
        options,
      );
      return outcome;
    };

    const confirmLinxoPayment = async () => {
      const session = linxoSession.read();
      if (!session || session.orderId !== reference)
        throw new ApiError(404, { errorCode: PAYMENT_ERRORS.sessionInvalid });
      const status = await poll(async () => {
        const answer = await queryClient.fetchQuery({
          ...operationsQueries.linxoStatus(session.orderId),
          staleTime: 0,
        });
        return answer.isFinal ? answer : undefined;
      }, options);
      if (status.kind === 'timeout') return status;
      const result = await confirmLinxo.mutateAsync({
        orderId: session.orderId,
        operationToken: session.operationToken,
        natureDemande: session.natureDemande,
      });
      linxoSession.clear();
      return { kind: 'settled' as const, value: result };
    };

    (kind === 'CB' ? confirmCardPayment() : confirmLinxoPayment())
      .then(async (outcome) => {
        if (outcome.kind === 'timeout')
          return setState({ kind: 'failed', errorCode: 'operations.payment.timeout' });
        if (!outcome.value.success)
          return setState({
            kind: 'failed',
            errorCode: outcome.value.errorCodes[0] ?? PAYMENT_ERRORS.refused,
          });
        setState({ kind: 'confirmed', order: await confirmedOrder(outcome.value) });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', errorCode: toErrorCode(error) });
      });
    return () => controller.abort();
    // One confirmation per return; the mutations' identities do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, reference, settings !== null]);

  return state;
}
