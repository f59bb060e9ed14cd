import type { TAlert, TAvoirs, TNews } from '@nomina/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';
import { readSelectedHolder } from '../../../lib/session/user-access';

/** The issuer's news and alerts in the language on screen, and the valuation split (spec 3 §7 Business). */
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
  /** avoirs?emetIden&actiIden of the chosen account: the valuation split for the dashboard chart. */
  avoirs: () => {
    const holder = readSelectedHolder();
    return queryOptions({
      queryKey: accountKey('avoirs'),
      queryFn: () =>
        http<TAvoirs>('/business/avoirs', {
          query: { emetIden: holder?.emetIden, actiIden: holder?.actiIden },
        }),
      enabled: holder !== null,
    });
  },
};
