import type { TLogo } from '@nomina/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { useThemeState } from '../../../lib/theme/theme-store';

/**
 * The theme's own issuer (GET resource/logo by themeId): before login the holder's issuer is not
 * known, so its phone rules stand for the portal's.
 */
export function useThemeIssuer(): number | null {
  const { themeId } = useThemeState();
  const query = useQuery({
    queryKey: ['resource', 'logo', themeId],
    queryFn: () => http<TLogo>('/resource/logo', { query: { themeId }, skipAuth: true, hiddenReq: true }),
    staleTime: Infinity,
  });
  // No issuer known: the phone call then fails and its rules fall back to "any valid number".
  if (query.isError) return 0;
  return query.data?.emetIden ?? null;
}
