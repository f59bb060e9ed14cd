import { useQuery } from '@tanstack/react-query';
import { SESSION_KEYS, type TDocumentTypeEntry } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';
import { readSelectedHolder } from '../../../lib/session/user-access';
import { issuerCache } from '../../../lib/storage/issuer-cache';

/**
 * GET business/typeDocument: the issuer's generic documents (general tab), without content. It is
 * kept in session storage under typeDocument (spec 3 §9), so a tab asks the server once per issuer.
 */
export async function getTypeDocuments(): Promise<TDocumentTypeEntry[]> {
  const emetIden = readSelectedHolder()?.emetIden ?? null;
  const cached = issuerCache.get<TDocumentTypeEntry[]>(SESSION_KEYS.typeDocument, emetIden);
  if (Array.isArray(cached)) return cached;
  const entries = await http<TDocumentTypeEntry[]>('/business/typeDocument');
  issuerCache.set(SESSION_KEYS.typeDocument, emetIden, entries);
  return entries;
}

export function useTypeDocuments() {
  return useQuery({ queryKey: accountKey('type-documents'), queryFn: getTypeDocuments, staleTime: Infinity });
}
