import type { TAlert } from '@nomina/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** GET business/alertsWithoutToken?codeLangue&themeId (spec 3 §7): the theme's alerts, for visitors. */
export const publicAlertsQuery = (codeLangue: string, themeId: number) =>
  queryOptions({
    queryKey: ['public-alerts', codeLangue, themeId],
    queryFn: () =>
      http<TAlert[]>('/business/alertsWithoutToken', { query: { codeLangue, themeId }, hiddenReq: true }),
    staleTime: 5 * 60_000,
  });
