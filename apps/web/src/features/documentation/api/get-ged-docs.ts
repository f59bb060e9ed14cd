import { useQuery } from '@tanstack/react-query';
import type { TGedCategory, TGedDoc } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';
import { accountKey } from '../../../lib/query/account-key';

/** GET external/ged/docs: the chosen account's documents, by category then document code. */
export function getGedDocs(): Promise<TGedCategory[]> {
  return http<TGedCategory[]>('/external/ged/docs');
}

export function useGedDocs() {
  return useQuery({ queryKey: accountKey('ged-docs'), queryFn: getGedDocs });
}

/** GET external/ged/download?uuid: one of the holder's documents with its content (base64). */
export function downloadGedDoc(uuid: string): Promise<TGedDoc & { documentContent: string }> {
  return http('/external/ged/download', { query: { uuid } });
}
