import type { TLogo } from '@nomina/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../http/http-client';
import { useThemeState } from './theme-store';

/**
 * The issuer a visitor's page belongs to (GET resource/logo of the theme gives its emetIden), for
 * the issuer's site parameters before anyone is logged in. Null until known or if the call fails.
 */
export function useThemeIssuerId(): number | null {
  const { themeId } = useThemeState();
  const query = useQuery({
    queryKey: ['resource', 'logo', themeId],
    queryFn: () => http<TLogo>('/resource/logo', { skipAuth: true, hiddenReq: true, query: { themeId } }),
    staleTime: Infinity,
  });
  return query.data?.emetIden ?? null;
}
