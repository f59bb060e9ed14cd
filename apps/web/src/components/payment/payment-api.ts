import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TCompteBancaireFichier,
  type TLinxoOrderResponse,
  type TLinxoOrderStatus,
  type TPayableNature,
  type TPaymentResult,
} from '@nomina/domain';
import { http } from '../../lib/http/http-client';
import { accountKey } from '../../lib/query/account-key';

/**
 * The payment step's calls (spec 3 §7 External paiement/*, Business operation/confirm-*), for any
 * payable request: an order or the balance of a corporate-action answer, named by its refDemande.
 */
export const paymentQueries = {
  /** The bank account on file, masked (open banking debits it). */
  compteBancaire: () =>
    queryOptions({
      queryKey: accountKey('operation', 'compte-bancaire'),
      queryFn: () => http<TCompteBancaireFichier>('/business/operation/compte-bancaire', { hiddenReq: true }),
    }),
  linxoStatus: (orderId: string) =>
    queryOptions({
      queryKey: ['paiement', 'linxo', 'order-status', orderId],
      queryFn: () =>
        http<TLinxoOrderStatus>('/external/paiement/linxo/order-status', {
          query: { orderId },
          hiddenReq: true,
        }),
    }),
};

/** What a payment changes: orders, the history, holdings, corporate-action answers are read again. */
export const PAYMENT_AFFECTED_KEYS = [
  ['operation'],
  ['operation-historique'],
  ['portefeuille'],
  ['valeurs'],
  ['ost'],
] as const;

export function invalidatePaid(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(PAYMENT_AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST external/paiement/url-cb: the provider's hosted card page for a recorded request. */
export function useCardPaymentUrl() {
  return useMutation({
    mutationFn: (refDemande: string) =>
      http<TPaymentResult>('/external/paiement/url-cb', { method: 'POST', body: { refDemande } }),
  });
}

/** POST external/paiement/linxo/orders: an open-banking payment order and the bank's consent page. */
export function useLinxoOrder() {
  return useMutation({
    mutationFn: (refDemande: string) =>
      http<TLinxoOrderResponse>('/external/paiement/linxo/orders', { method: 'POST', body: { refDemande } }),
  });
}

/** POST operation/confirm-cb-payment: the card payment as the provider confirmed it, server to server. */
export function useConfirmCardPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refDemande: string) =>
      http<TPaymentResult>('/business/operation/confirm-cb-payment', {
        method: 'POST',
        body: { refDemande },
      }),
    onSettled: () => invalidatePaid(queryClient),
  });
}

/** POST operation/confirm-linxo-payment?orderId&operationToken&natureDemande (empty body). */
export function useConfirmLinxoPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: { orderId: string; operationToken: string; natureDemande: TPayableNature }) =>
      http<TPaymentResult>('/business/operation/confirm-linxo-payment', { method: 'POST', query }),
    onSettled: () => invalidatePaid(queryClient),
  });
}
