import { useQuery } from '@tanstack/react-query';
import { SESSION_KEYS, type TDocumentTypeEntry } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { sessionCache } from '../../../lib/storage/storage';

/**
 * GET business/typeDocument: the issuer's generic documents (general tab), without content. It is
 * kept in session storage under typeDocument (spec 3 §9), so a tab asks the server once.
 */
export async function getTypeDocuments(): Promise<TDocumentTypeEntry[]> {
  const cached = sessionCache.get<TDocumentTypeEntry[]>(SESSION_KEYS.typeDocument);
  if (Array.isArray(cached)) return cached;
  const entries = await http<TDocumentTypeEntry[]>('/business/typeDocument');
  sessionCache.set(SESSION_KEYS.typeDocument, entries);
  return entries;
}

export function useTypeDocuments() {
  return useQuery({ queryKey: ['type-documents'], queryFn: getTypeDocuments, staleTime: Infinity });
}
