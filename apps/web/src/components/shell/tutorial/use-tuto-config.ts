import { SESSION_KEYS, type TSiteParameter } from '@nomina/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { siteParameterQuery } from '../../../lib/query/site-parameter';
import { sessionCache } from '../../../lib/storage/storage';
import { parseTutoConfig, type TTutoConfig } from './tutorial-config';

/** One cache entry, marked with its issuer: choosing another account's issuer reads it again. */
type TCachedTutoConfig = { emetIden: number; config: TTutoConfig };

function readCachedConfig(emetIden: number | null): TTutoConfig | null {
  const cached = sessionCache.get<TCachedTutoConfig>(SESSION_KEYS.tutoConfig);
  return cached !== null && cached.emetIden === emetIden ? cached.config : null;
}

/** Module-level, so the query keeps the parsed value while the parameter does not change. */
const selectTutoConfig = (parameter: TSiteParameter) => parseTutoConfig(parameter.paramValue);

/**
 * The tutorial's categories and slide counts (parametreSite TUTO_CONFIG of the issuer): undefined
 * while it is read, null when it cannot be read or is unusable. The parsed configuration is kept
 * in session storage (spec 3 §7, §9): when it is there for this issuer, the parameter is not read
 * again.
 */
export function useTutoConfig(emetIden: number | null): TTutoConfig | null | undefined {
  const cached = useMemo(() => readCachedConfig(emetIden), [emetIden]);
  const query = useQuery({
    ...siteParameterQuery(emetIden, 'TUTO_CONFIG'),
    enabled: emetIden !== null && cached === null,
    select: selectTutoConfig,
  });
  const fetched = query.data ?? null;
  useEffect(() => {
    if (fetched !== null && emetIden !== null)
      sessionCache.set(SESSION_KEYS.tutoConfig, { emetIden, config: fetched } satisfies TCachedTutoConfig);
  }, [emetIden, fetched]);
  if (cached ?? fetched) return cached ?? fetched;
  return query.isError || query.isSuccess ? null : undefined;
}
