import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { modals } from '../../components/modals/modal-store';
import { loadTitulaire, readTitulaire } from './titulaire';
import { accountKey } from '../query/account-key';

/** The failure last explained: every page part reading the holder shares one query and one modal. */
let explainedFailure = 0;

/**
 * The holder of the chosen account (business/titulaire). The stored copy shows at once and is
 * fetched again, so a page is never stale; one cache entry per account. A holder that cannot be
 * read, with no copy to show, is said once in the error modal of spec 1 §8 (`general.error.loading`).
 */
export function useTitulaire() {
  const query = useQuery({
    queryKey: accountKey('titulaire'),
    queryFn: loadTitulaire,
    initialData: readTitulaire() ?? undefined,
    initialDataUpdatedAt: 0,
  });
  const failedAt = query.isError && !query.data ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt === 0 || failedAt === explainedFailure) return;
    explainedFailure = failedAt;
    void modals.alert({ kind: 'error', title: 'general.warning.alert', body: 'general.error.loading' });
  }, [failedAt]);
  return query;
}
