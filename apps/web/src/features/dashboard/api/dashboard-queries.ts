import type { TAlert, TNews } from '@nomina/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';

/** The issuer's news and alerts in the language on screen (spec 3 §7 Business). */
export const dashboardQueries = {
  news: (codeLangue: string) =>
    queryOptions({
      queryKey: accountKey('news', codeLangue),
      queryFn: () => http<TNews[]>('/business/news', { query: { codeLangue } }),
    }),
  alerts: (codeLangue: string, themeId: number) =>
    queryOptions({
      queryKey: accountKey('alerts', codeLangue, themeId),
      queryFn: () => http<TAlert[]>('/business/alerts', { query: { codeLangue, themeId } }),
    }),
};
