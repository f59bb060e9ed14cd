import type { TDocumentFile } from '@nomina/domain';
import { base64ToBlob } from '../../lib/files/base64-to-blob';
import { http } from '../../lib/http/http-client';

/** What names a generic document in one language: the documentation page's entries, a plan's documents. */
export type TGenericDocumentRef = {
  documentId: number;
  documentTraductionKey: string;
  documentLangueIso3: string;
};

/**
 * GET business/files?docId&codeDoc&codeLangue (spec 3 §7): one generic document with its content,
 * as the file to save. `codeDoc` is the document's catalogue key; the server finds it by `docId`.
 */
export async function getGenericDocument(
  document: TGenericDocumentRef,
): Promise<{ blob: Blob; fileName: string }> {
  const file = await http<TDocumentFile>('/business/files', {
    query: {
      docId: document.documentId,
      codeDoc: document.documentTraductionKey,
      codeLangue: document.documentLangueIso3,
    },
  });
  return {
    blob: base64ToBlob(file.documentContent, file.documentContentType),
    fileName: file.documentFileName,
  };
}
