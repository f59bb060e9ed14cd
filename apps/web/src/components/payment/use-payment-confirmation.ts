import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PAYMENT_ERRORS, type TPaymentResult } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { ApiError, toErrorCode } from '../../lib/http/api-error';
import { linxoSession, type TLinxoSession } from './linxo-session';
import { paymentQueries, useConfirmCardPayment, useConfirmLinxoPayment } from './payment-api';
import { isPaymentReturnState } from './payment-callback';
import { poll } from './poll';
import { usePollingSettings, type TPollingSettings } from './use-polling-settings';
import { serverKey } from '../../lib/i18n/server-key';

export type TPaymentConfirmation =
  | { kind: 'waiting' }
  | { kind: 'confirmed'; result: TPaymentResult }
  | { kind: 'failed'; errorCode: TTranslationKey };

const notYet = (error: unknown) =>
  error instanceof ApiError && error.errorCode === PAYMENT_ERRORS.notConfirmed;

/**
 * Back from a payment provider with a request's reference: the server, which counts a request
 * paid only on the provider's signed notification, is asked until it knows (card:
 * confirm-cb-payment; open banking: order-status then confirm-linxo-payment), every
 * STATUS_RETRY_INTERVAL_MS up to MAX_PERIOD_RETRY_MS. `mode` says which provider the holder used.
 */
export function usePaymentConfirmation(reference: string): {
  mode: 'CB' | 'LINXO';
  state: TPaymentConfirmation;
} {
  const settings = usePollingSettings();
  // Back from the bank's consent page the browser kept the open-banking order; else it is a card.
  const [session] = useState(() => {
    const kept = linxoSession.read();
    return kept?.refDemande === reference ? kept : null;
  });
  const state = useConfirm(session, reference, settings);
  return { mode: session ? 'LINXO' : 'CB', state };
}

function useConfirm(
  session: TLinxoSession | null,
  reference: string,
  settings: TPollingSettings | null,
): TPaymentConfirmation {
  const { state: navigationState } = useLocation();
  const queryClient = useQueryClient();
  const confirmCard = useConfirmCardPayment();
  const confirmLinxo = useConfirmLinxoPayment();
  const [state, setState] = useState<TPaymentConfirmation>({ kind: 'waiting' });

  useEffect(() => {
    if (!settings) return;
    const controller = new AbortController();
    const options = { ...settings, signal: controller.signal };
    const hint = isPaymentReturnState(navigationState) ? navigationState.paymentReturn : null;

    const confirmCardPayment = () =>
      poll(
        () =>
          confirmCard
            .mutateAsync(reference)
            .catch((error: unknown) => (notYet(error) ? undefined : Promise.reject(error))),
        options,
      );

    const confirmLinxoPayment = async () => {
      if (!session) throw new ApiError(404, { errorCode: PAYMENT_ERRORS.sessionInvalid });
      const status = await poll(async () => {
        const answer = await queryClient.fetchQuery({
          ...paymentQueries.linxoStatus(session.orderId),
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

    (session ? confirmLinxoPayment() : confirmCardPayment())
      .then((outcome) => {
        if (outcome.kind === 'timeout')
          return setState({ kind: 'failed', errorCode: 'operations.payment.timeout' });
        if (!outcome.value.success)
          return setState({
            kind: 'failed',
            errorCode: serverKey(outcome.value.errorCodes[0]) ?? PAYMENT_ERRORS.refused,
          });
        const supervised = outcome.value.supervised || (hint?.supervised ?? false);
        setState({ kind: 'confirmed', result: { ...outcome.value, supervised } });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', errorCode: toErrorCode(error) });
      });
    return () => controller.abort();
    // One confirmation per return; the mutations' identities do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, reference, settings !== null]);

  return state;
}
