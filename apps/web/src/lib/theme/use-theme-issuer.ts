import type { TLogo } from '@nomina/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/http-client';
import { useThemeState } from './theme-store';

/** The one query of a theme's own issuer (GET resource/logo by themeId), kept for the page's life. */
export function themeIssuerQuery(themeId: number) {
  return queryOptions({
    queryKey: ['resource', 'logo', themeId],
    queryFn: () => http<TLogo>('/resource/logo', { skipAuth: true, hiddenReq: true, query: { themeId } }),
    staleTime: Infinity,
  });
}

/**
 * The issuer a visitor's page belongs to (GET resource/logo of the theme gives its emetIden), for
 * the issuer's site parameters before anyone is logged in. Null until known; if the call fails,
 * `whenFailed` (null by default; sign-up passes 0 so its phone rules fall back to "any valid number").
 */
export function useThemeIssuerId(whenFailed: number | null = null): number | null {
  const { themeId } = useThemeState();
  const query = useQuery(themeIssuerQuery(themeId));
  if (query.isError) return whenFailed;
  return query.data?.emetIden ?? null;
}
