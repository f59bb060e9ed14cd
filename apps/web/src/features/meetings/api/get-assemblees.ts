import { useQuery } from '@tanstack/react-query';
import type { TAssemblee } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';

/** GET business/assembleeGenerale: the chosen account's issuer's meetings (at most four). */
export function useAssemblees() {
  return useQuery({
    queryKey: accountKey('assemblees'),
    queryFn: () => http<TAssemblee[]>('/business/assembleeGenerale'),
    retry: false,
  });
}
