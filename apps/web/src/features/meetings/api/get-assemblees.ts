import { useQuery } from '@tanstack/react-query';
import type { TAssemblee } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { readSelectedHolder } from '../../../lib/session/user-access';

/** GET business/assembleeGenerale: the chosen account's issuer's meetings (at most four). */
export function useAssemblees() {
  return useQuery({
    queryKey: ['assemblees', readSelectedHolder()?.tituNume ?? null],
    queryFn: () => http<TAssemblee[]>('/business/assembleeGenerale'),
    retry: false,
  });
}
