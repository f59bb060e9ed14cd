import type { TCguCurrent } from '@nomina/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/**
 * GET auth/authenticate/cgu/current: the version of the terms of use in force, which the sign-up
 * shows and records as accepted at its end (decision 012). Null: none published, or not known
 * (then the terms are asked at the first login instead).
 */
export function useCurrentTermsVersion(): number | null {
  const query = useQuery({
    queryKey: ['auth', 'cgu', 'current'],
    queryFn: () => http<TCguCurrent>('/auth/authenticate/cgu/current', { skipAuth: true, hiddenReq: true }),
    staleTime: 60_000,
  });
  return query.data?.version ?? null;
}
