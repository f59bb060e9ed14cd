import type { TDocumentFile } from '@nomina/domain';
import { http } from '../../../lib/http/http-client';

/** GET business/files?docId&codeLangue: one generic document with its content (base64). */
export function getDocumentFile(docId: number, codeLangue: string): Promise<TDocumentFile> {
  return http<TDocumentFile>('/business/files', { query: { docId, codeLangue } });
}
