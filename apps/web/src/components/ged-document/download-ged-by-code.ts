import { ZGedByCode } from '@nomina/domain';
import type { z } from 'zod';
import { base64ToBlob } from '../../lib/files/base64-to-blob';
import { saveBlob } from '../../lib/files/save-blob';
import { http } from '../../lib/http/http-client';

type TGedByCode = z.infer<typeof ZGedByCode>;

/**
 * GET external/ged/downloadDocGedByCode?codeDocument&langue: the document-management (GED)
 * document of a code (an operation notice, a plan's document), saved as its PDF.
 */
export async function downloadGedByCode(codeDocument: string, langue: string): Promise<void> {
  const document = await http<TGedByCode>('/external/ged/downloadDocGedByCode', {
    query: { codeDocument, langue },
  });
  saveBlob(base64ToBlob(document.documentContent), document.documentFileName);
}
