import { useMutation, useQuery } from '@tanstack/react-query';
import type { TOstEvent, TOstTokenRequest, TOstType } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';

export const OST_KEY = 'ost';

/** GET business/ost: the account's events of one kind, with the figures of its own position. */
export function useOstEvents(typeOst: TOstType) {
  return useQuery({
    queryKey: accountKey(OST_KEY, typeOst),
    queryFn: () => http<TOstEvent[]>('/business/ost', { query: { typeOst } }),
    retry: false,
  });
}

/** POST business/ost/token: the answer to confirm with the password; the status is the token. */
export function useOstToken() {
  return useMutation({
    mutationFn: async (body: TOstTokenRequest) =>
      (await http<{ status: string }>('/business/ost/token', { method: 'POST', body })).status,
  });
}
