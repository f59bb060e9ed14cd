import { useQuery } from '@tanstack/react-query';
import type { TValeur } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

/** GET business/operation/valeurs: the securities the history can be filtered on. */
function getValeurs(): Promise<TValeur[]> {
  return http<TValeur[]>('/business/operation/valeurs', { hiddenReq: true });
}

export function useValeurs() {
  return useQuery({ queryKey: ['operation-valeurs'], queryFn: getValeurs, staleTime: 5 * 60_000 });
}
