import { useMutation, useQuery } from '@tanstack/react-query';
import type { TAcceptationPlan } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';

export const ELIGIBLE_KEY = 'eligible-operations';

/** GET business/operation/eligible-operations: the open plans the chosen account has not answered. */
export function useEligiblePlans(codeLangue: string) {
  return useQuery({
    queryKey: accountKey(ELIGIBLE_KEY, codeLangue),
    queryFn: () =>
      http<TAcceptationPlan[]>('/business/operation/eligible-operations', { query: { codeLangue } }),
  });
}

/** POST business/operation/acceptation-token: the answer to confirm with the password; the status is the token. */
export function useAcceptationToken() {
  return useMutation({
    mutationFn: async (body: { idAcceptationPlan: number; reponse: boolean }) =>
      (await http<{ status: string }>('/business/operation/acceptation-token', { method: 'POST', body }))
        .status,
  });
}
