import { useQuery } from '@tanstack/react-query';
import { loadTitulaire, readTitulaire } from './titulaire';
import { accountKey } from '../query/account-key';

/**
 * The holder of the chosen account (business/titulaire). The stored copy shows at once and is
 * fetched again, so a page is never stale; one cache entry per account.
 */
export function useTitulaire() {
  return useQuery({
    queryKey: accountKey('titulaire'),
    queryFn: loadTitulaire,
    initialData: readTitulaire() ?? undefined,
    initialDataUpdatedAt: 0,
  });
}
