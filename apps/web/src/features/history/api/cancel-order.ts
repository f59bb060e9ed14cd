import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDetailOrdre } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { DETAIL_ORDRE_KEY } from './get-detail-ordre';
import { HISTORIQUE_KEY } from './get-historique';
import { PAYMENTS_KEY } from './get-payments';

/** POST business/operation/cancel-order { idDemande }: the pending order, now ANNULE. */
export function cancelOrder(idDemande: string): Promise<TDetailOrdre> {
  return http<TDetailOrdre>('/business/operation/cancel-order', { method: 'POST', body: { idDemande } });
}

/** Cancels an order, then refreshes every history page and order details that may show it. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [HISTORIQUE_KEY] }),
        queryClient.invalidateQueries({ queryKey: [DETAIL_ORDRE_KEY] }),
        queryClient.invalidateQueries({ queryKey: [PAYMENTS_KEY] }),
      ]);
    },
  });
}
