import { useQuery } from '@tanstack/react-query';
import type { TPaymentHistory } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

/** Cache key of an order's payments; a cancel invalidates it with the details (refund at the cancel). */
export const PAYMENTS_KEY = 'operation-payments';

/** GET external/paiement/historique?idDemande: the card and open-banking payments of an order and their refunds. */
export function usePayments(idDemande: string) {
  return useQuery({
    queryKey: [PAYMENTS_KEY, idDemande],
    queryFn: () => http<TPaymentHistory>('/external/paiement/historique', { query: { idDemande } }),
    retry: false,
  });
}
