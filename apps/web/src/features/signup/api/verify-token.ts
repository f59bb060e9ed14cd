import type { TLinkInfo } from '@nomina/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** GET auth/forgot/verify-token: opens the e-mail link (single use) and names the flow it continues. */
export function verifyToken(sd: string): Promise<TLinkInfo> {
  return http('/auth/forgot/verify-token', { query: { sd }, skipAuth: true });
}

/**
 * Opened once per mount: never retried or refetched, since a second opening is refused; and not
 * kept once the page leaves it, so opening the same link again asks the server (and is refused).
 */
export function useVerifyToken(sd: string) {
  return useQuery({
    queryKey: ['auth', 'verify-token', sd],
    queryFn: () => verifyToken(sd),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
