import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { THistoCategorie, THistoriquePage, THistoriqueQuery } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { toHistoriqueQuery, type THistoryFilters } from '../model/history-filters';
import { accountKey } from '../../../lib/query/account-key';

/** GET business/operation/historique: one page of the chosen account's operations of a tab. */
export function getHistorique(query: THistoriqueQuery): Promise<THistoriquePage> {
  return http<THistoriquePage>('/business/operation/historique', { query });
}

/** Every cached history page; a cancelled order invalidates them all. */
export const HISTORIQUE_KEY = 'operation-historique';

/**
 * The page the filters ask for. While the next page or filter of the same tab loads, the previous
 * rows stay on screen (`isPlaceholderData`) instead of an empty table; another tab's rows never do.
 * When the page before is known, its cursor (`suivant`) goes along: the server then seeks to the
 * page instead of skipping rows, and a new operation arriving meanwhile shows no row twice.
 */
export function useHistorique(categorie: THistoCategorie, filters: THistoryFilters) {
  const queryClient = useQueryClient();
  const query = toHistoriqueQuery(categorie, filters);
  const keyOf = (page: THistoriqueQuery) => accountKey(HISTORIQUE_KEY, page);
  return useQuery({
    queryKey: keyOf(query),
    queryFn: () => {
      const before =
        query.page > 0
          ? queryClient.getQueryData<THistoriquePage>(keyOf({ ...query, page: query.page - 1 }))
          : undefined;
      return getHistorique(before?.suivant ? { ...query, apres: before.suivant } : query);
    },
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] as THistoriqueQuery | undefined)?.categorie === categorie
        ? previous
        : undefined,
  });
}
