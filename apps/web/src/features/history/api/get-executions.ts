import { useQuery } from '@tanstack/react-query';
import type { TExecutionDetails } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

/** GET external/execution/details?reference&idDemande: the broker's executions of an order. */
export function getExecutions(reference: string, idDemande: string): Promise<TExecutionDetails> {
  return http<TExecutionDetails>('/external/execution/details', { query: { reference, idDemande } });
}

export function useExecutions(order: { reference: string; idDemande: string } | undefined) {
  return useQuery({
    queryKey: ['execution-details', order?.reference, order?.idDemande],
    queryFn: () => getExecutions(order!.reference, order!.idDemande),
    enabled: order !== undefined,
  });
}
