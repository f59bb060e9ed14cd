import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import type { TTranslationKey } from '@nomina/translations/keys';
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

type TPending = { draft: TOrderDraft; token: string; idempotencyKey: string };

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
  const payment = usePaymentLaunch();
  const [pending, setPending] = useState<TPending | null>(null);
  const [error, setError] = useState<TTranslationKey | null>(null);

  const submit = async (draft: TOrderDraft) => {
    setError(null);
    try {
      const answer = await tokenCall.mutateAsync(draft);
      setPending({ draft, token: answer.status, idempotencyKey: crypto.randomUUID() });
    } catch (caught) {
      setError(toErrorCode(caught));
    }
  };

  const pay = async (draft: TOrderDraft, order: TConfirmedOrder) => {
    const mode = 'modePaiement' in draft ? draft.modePaiement : null;
    try {
      if (await payment.launch(mode, order.refDemande, draft.natureDemande)) return;
    } catch (caught) {
      // The order is recorded but not paid: the confirmation says so, and the history can cancel it.
      setError(toErrorCode(caught));
    }
    onRecorded(order);
  };

  const onClose = (result: TPasswordConfirmResult) => {
    const current = pending;
    setPending(null);
    if (!current || result.status !== 'valid') return;
    void invalidateOrders(queryClient);
    void pay(current.draft, toConfirmedOrder(current.draft, result.data as TOrderValidateResponse));
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
  const errorAlert = error ? (
    <Alert color="red" role="alert" data-testid="order-error">
      {t(error)}
    </Alert>
  ) : null;
  const isBusy = tokenCall.isPending || payment.isPending;
  return { submit, modal, errorAlert, isBusy };
}
