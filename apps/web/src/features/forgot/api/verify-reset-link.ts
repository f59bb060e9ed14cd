import type { TLinkInfo } from '@nomina/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** GET auth/forgot/verify-token: what the e-mail link's `sd` opens; 400 signup.link.invalid. */
export function verifyResetLink(sd: string): Promise<TLinkInfo> {
  return http<TLinkInfo>('/auth/forgot/verify-token', { query: { sd }, skipAuth: true });
}

/** A refused link stays refused: no retry, and never refetched behind the user's back. */
export function useVerifyResetLink(sd: string) {
  return useQuery({
    queryKey: ['forgot', 'verify-token', sd],
    queryFn: () => verifyResetLink(sd),
    enabled: sd.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
