import { SESSION_KEYS, SITE_PARAMETERS, type TSiteParameter } from '@nomina/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { sessionCache } from '../../../lib/storage/storage';
import { parseTutoConfig, type TTutoConfig } from './tutorial-config';

/** GET parametreSite TUTO_CONFIG of the issuer, kept in session storage (spec 3 §7, §9). */
async function loadTutoConfig(emetIden: number): Promise<TTutoConfig | null> {
  // One cache entry, marked with its issuer: choosing another account's issuer reads it again.
  const cached = sessionCache.get<{ emetIden: number; config: TTutoConfig }>(SESSION_KEYS.tutoConfig);
  if (cached?.emetIden === emetIden) return cached.config;
  const parameter = await http<TSiteParameter>('/resource/parametreSite', {
    query: { emetIden, paramName: SITE_PARAMETERS.TUTO_CONFIG },
    hiddenReq: true,
  });
  const config = parseTutoConfig(parameter.paramValue);
  if (config) sessionCache.set(SESSION_KEYS.tutoConfig, { emetIden, config });
  return config;
}

/** The tutorial's categories and slide counts; null while unknown or when the setting is unusable. */
export function useTutoConfig(emetIden: number | null): TTutoConfig | null {
  const query = useQuery({
    queryKey: ['tuto-config', emetIden],
    queryFn: () => loadTutoConfig(emetIden ?? 0),
    enabled: emetIden !== null,
    staleTime: Infinity,
  });
  return query.data ?? null;
}
