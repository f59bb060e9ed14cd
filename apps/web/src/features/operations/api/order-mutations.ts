import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrderDraft, TSimulation } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { ORDER_AFFECTED_KEYS } from './operations-queries';

/** POST business/operation/simulation: the server's amounts of a draft, after every guard and rule. */
export function useSimulateOrder() {
  return useMutation({
    mutationFn: (ordre: TOrderDraft) =>
      http<TSimulation>('/business/operation/simulation', { method: 'POST', body: { ordre } }),
  });
}

/**
 * POST business/operation/token: the single-use token the password confirmation spends, kept with
 * its draft and the order's idempotency key (one per token, so a retried confirmation records once).
 */
export function useOrderToken() {
  return useMutation({
    mutationFn: async (draft: TOrderDraft) => {
      const answer = await http<{ status: string; simulation: TSimulation }>('/business/operation/token', {
        method: 'POST',
        body: { natureDemande: draft.natureDemande, ordre: draft },
      });
      return { draft, token: answer.status, idempotencyKey: crypto.randomUUID() };
    },
  });
}

/** After an order is recorded or paid: the history, holdings and order status are read again. */
export function invalidateOrders(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(ORDER_AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
