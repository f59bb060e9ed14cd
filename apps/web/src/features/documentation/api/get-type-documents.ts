import { useQuery } from '@tanstack/react-query';
import { SESSION_KEYS, type TDocumentTypeEntry } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';
import { readSelectedHolder } from '../../../lib/session/user-access';
import { sessionCache } from '../../../lib/storage/storage';

/** One cache entry, marked with its issuer: choosing another issuer's account reads it again. */
type TCachedTypeDocuments = { emetIden: number | null; entries: TDocumentTypeEntry[] };

/**
 * GET business/typeDocument: the issuer's generic documents (general tab), without content. It is
 * kept in session storage under typeDocument (spec 3 §9), so a tab asks the server once per issuer.
 */
export async function getTypeDocuments(): Promise<TDocumentTypeEntry[]> {
  const emetIden = readSelectedHolder()?.emetIden ?? null;
  const cached = sessionCache.get<TCachedTypeDocuments>(SESSION_KEYS.typeDocument);
  if (cached !== null && cached.emetIden === emetIden && Array.isArray(cached.entries)) return cached.entries;
  const entries = await http<TDocumentTypeEntry[]>('/business/typeDocument');
  sessionCache.set(SESSION_KEYS.typeDocument, { emetIden, entries } satisfies TCachedTypeDocuments);
  return entries;
}

export function useTypeDocuments() {
  return useQuery({ queryKey: accountKey('type-documents'), queryFn: getTypeDocuments, staleTime: Infinity });
}
