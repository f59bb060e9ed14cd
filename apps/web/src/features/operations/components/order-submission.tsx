import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MODE_REGLEMENT,
  type TOrderDraft,
  type TOrderNature,
  type TOrderValidateResponse,
  type TPasswordOperationType,
} from '@nomina/domain';
import {
  PasswordConfirmModal,
  type TPasswordConfirmResult,
} from '../../../components/password-confirm/password-confirm-modal';
import { toErrorCode } from '../../../lib/http/api-error';
import { usePaymentLaunch } from '../../../components/payment/use-payment-launch';
import { invalidateOrders, useOrderToken } from '../api/order-mutations';
import type { TConfirmedOrder } from './order-confirmation';

const OPERATION_TYPES: Record<TOrderNature, TPasswordOperationType> = {
  ACHAT_TITRE: 'purchase',
  VENTE_TITRE: 'sale',
  LEVEE_SIMPLE: 'exercise',
  LEVEE_VENTE: 'exercise',
  LEVEE_PASSERELLE: 'exercise',
};

export function toConfirmedOrder(draft: TOrderDraft, answer: TOrderValidateResponse): TConfirmedOrder {
  return { ...answer, natureDemande: draft.natureDemande };
}

/**
 * The end of every order flow: a single-use token bound to the order (operation/token), the
 * password confirmation (operation/validate with the order's idempotency key), then, for a card
 * or open-banking payment, the provider's page; transfer, cheque and sales go to the confirmation.
 */
export function useOrderSubmission(onRecorded: (order: TConfirmedOrder) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tokenCall = useOrderToken();
  const payCall = usePaymentLaunch();
  const pending = tokenCall.data;

  const submit = (draft: TOrderDraft) => {
    payCall.reset();
    tokenCall.mutate(draft);
  };

  const onClose = (result: TPasswordConfirmResult) => {
    tokenCall.reset();
    if (!pending || result.status !== 'valid') return;
    void invalidateOrders(queryClient);
    const order = toConfirmedOrder(pending.draft, result.data as TOrderValidateResponse);
    const { draft } = pending;
    // A card or open-banking payment leaves for the provider's page; any other mode, or a payment
    // that could not start, goes to the confirmation (recorded but not paid: the error says so, and
    // the history can cancel it).
    payCall.mutate(
      {
        mode: 'modePaiement' in draft ? draft.modePaiement : null,
        refDemande: order.refDemande,
        natureDemande: draft.natureDemande,
      },
      {
        onSuccess: (leftPage) => {
          if (!leftPage) onRecorded(order);
        },
        onError: () => onRecorded(order),
      },
    );
  };

  const modal = pending ? (
    <PasswordConfirmModal
      operationType={OPERATION_TYPES[pending.draft.natureDemande]}
      operationToken={pending.token}
      natureDemande={pending.draft.natureDemande}
      modeReglt={MODE_REGLEMENT}
      idempotencyKey={pending.idempotencyKey}
      onClose={onClose}
    />
  ) : null;
  const error = tokenCall.error ?? payCall.error;
  const errorAlert = error ? (
    <Alert color="red" role="alert" data-testid="order-error">
      {t(toErrorCode(error))}
    </Alert>
  ) : null;
  const isBusy = tokenCall.isPending || payCall.isPending;
  return { submit, modal, errorAlert, isBusy };
}
