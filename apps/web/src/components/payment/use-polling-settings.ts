import { useQuery } from '@tanstack/react-query';
import { readSelectedHolder } from '../../lib/session/user-access';
import { siteParameterQuery } from '../../lib/query/site-parameter';

export type TPollingSettings = { intervalMs: number; maxPeriodMs: number };

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

/** STATUS_RETRY_INTERVAL_MS and MAX_PERIOD_RETRY_MS (spec 3 §9) of the issuer; null while loading. */
export function usePollingSettings(): TPollingSettings | null {
  const emetIden = readSelectedHolder()?.emetIden ?? 0;
  const interval = useQuery(siteParameterQuery(emetIden, 'STATUS_RETRY_INTERVAL_MS'));
  const maxPeriod = useQuery(siteParameterQuery(emetIden, 'MAX_PERIOD_RETRY_MS'));
  const intervalMs = positive(interval.data?.paramValue);
  const maxPeriodMs = positive(maxPeriod.data?.paramValue);
  return intervalMs && maxPeriodMs ? { intervalMs, maxPeriodMs } : null;
}
