import { useQuery } from '@tanstack/react-query';
import { loadTitulaire, readTitulaire } from './titulaire';
import { readSelectedHolder } from './user-access';

/**
 * The holder of the chosen account (business/titulaire). The stored copy shows at once and is
 * fetched again, so a page is never stale; one cache entry per account.
 */
export function useTitulaire() {
  return useQuery({
    queryKey: ['titulaire', readSelectedHolder()?.tituNume ?? null],
    queryFn: loadTitulaire,
    initialData: readTitulaire() ?? undefined,
    initialDataUpdatedAt: 0,
  });
}
