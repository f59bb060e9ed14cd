import { SESSION_KEYS, type TSiteParameter } from '@nomina/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { siteParameterQuery } from '../../../lib/query/site-parameter';
import { issuerCache } from '../../../lib/storage/issuer-cache';
import { parseTutoConfig, type TTutoConfig } from './tutorial-config';

/** Module-level, so the query keeps the parsed value while the parameter does not change. */
const selectTutoConfig = (parameter: TSiteParameter) => parseTutoConfig(parameter.paramValue);

/**
 * The tutorial's categories and slide counts (parametreSite TUTO_CONFIG of the issuer): undefined
 * while it is read, null when it cannot be read or is unusable. The parsed configuration is kept
 * in session storage (spec 3 §7, §9): when it is there for this issuer, the parameter is not read
 * again.
 */
export function useTutoConfig(emetIden: number | null): TTutoConfig | null | undefined {
  const cached = useMemo(() => issuerCache.get<TTutoConfig>(SESSION_KEYS.tutoConfig, emetIden), [emetIden]);
  const query = useQuery({
    ...siteParameterQuery(emetIden, 'TUTO_CONFIG'),
    enabled: emetIden !== null && cached === null,
    select: selectTutoConfig,
  });
  const fetched = query.data ?? null;
  useEffect(() => {
    if (fetched !== null && emetIden !== null) issuerCache.set(SESSION_KEYS.tutoConfig, emetIden, fetched);
  }, [emetIden, fetched]);
  const config = cached ?? fetched;
  if (config) return config;
  return query.isError || query.isSuccess ? null : undefined;
}
