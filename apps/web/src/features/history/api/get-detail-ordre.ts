import { useQuery } from '@tanstack/react-query';
import type { TDetailOrdre } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

/** Cache key of an order's details; a cancel invalidates it. */
export const DETAIL_ORDRE_KEY = 'operation-detail-ordre';

/**
 * GET business/operation/detail-ordre-bourse?identifiantDemande (stock-exchange and miscellaneous
 * operations) or operation/detail-ordre-exPLS?referenceOrdre (PLS orders).
 */
export function getDetailOrdre(id: string, isPls: boolean): Promise<TDetailOrdre> {
  return isPls
    ? http<TDetailOrdre>('/business/operation/detail-ordre-exPLS', { query: { referenceOrdre: id } })
    : http<TDetailOrdre>('/business/operation/detail-ordre-bourse', { query: { identifiantDemande: id } });
}

export function useDetailOrdre(id: string, isPls: boolean) {
  return useQuery({
    queryKey: [DETAIL_ORDRE_KEY, isPls ? 'PLS' : 'BOURSE', id],
    queryFn: () => getDetailOrdre(id, isPls),
    enabled: id.length > 0,
    retry: false,
  });
}
