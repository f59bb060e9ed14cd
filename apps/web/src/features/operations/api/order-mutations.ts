import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TLinxoOrderResponse,
  TOrderDraft,
  TOrderNature,
  TPaymentResult,
  TSimulation,
} from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { ORDER_AFFECTED_KEYS } from './operations-queries';

/** POST business/operation/simulation: the server's amounts of a draft, after every guard and rule. */
export function useSimulateOrder() {
  return useMutation({
    mutationFn: (ordre: TOrderDraft) =>
      http<TSimulation>('/business/operation/simulation', { method: 'POST', body: { ordre } }),
  });
}

/** POST business/operation/token: the single-use token the password confirmation spends. */
export function useOrderToken() {
  return useMutation({
    mutationFn: (ordre: TOrderDraft) =>
      http<{ status: string; simulation: TSimulation }>('/business/operation/token', {
        method: 'POST',
        body: { natureDemande: ordre.natureDemande, ordre },
      }),
  });
}

/** POST external/paiement/url-cb: the provider's hosted card page for a recorded order. */
export function useCardPaymentUrl() {
  return useMutation({
    mutationFn: (refDemande: string) =>
      http<TPaymentResult>('/external/paiement/url-cb', { method: 'POST', body: { refDemande } }),
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
    onSettled: () => invalidateOrders(queryClient),
  });
}

/** POST external/paiement/linxo/orders: an open-banking payment order and the bank's consent page. */
export function useLinxoOrder() {
  return useMutation({
    mutationFn: (refDemande: string) =>
      http<TLinxoOrderResponse>('/external/paiement/linxo/orders', { method: 'POST', body: { refDemande } }),
  });
}

/** POST operation/confirm-linxo-payment?orderId&operationToken&natureDemande (empty body). */
export function useConfirmLinxoPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: { orderId: string; operationToken: string; natureDemande: TOrderNature }) =>
      http<TPaymentResult>('/business/operation/confirm-linxo-payment', { method: 'POST', query }),
    onSettled: () => invalidateOrders(queryClient),
  });
}

/** After an order is recorded or paid: the history, holdings and order status are read again. */
export function invalidateOrders(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(ORDER_AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
