import { ERROR_CODES, type TDocumentFile, type TDocumentTypeEntry } from '@nomina/domain';
import { LANGUAGE_ISO3 } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TAccountScope } from '../../../access';
import { documentBase64Of, type TDocumentDeps } from './document-content';
import type { TCatalogueRow, TDocumentationRepository } from './documentation.repository';

/** A language code as the page sends it (fr or fra) in ISO 639-2 (fra). */
export function toIso3(code: string): string | undefined {
  const lower = code.toLowerCase();
  if (Object.values(LANGUAGE_ISO3).includes(lower)) return lower;
  return LANGUAGE_ISO3[lower];
}

/** The portal language (fr) of an ISO 639-2 code (fra). */
export const toIso2 = (iso3: string) =>
  Object.entries(LANGUAGE_ISO3).find(([, code]) => code === iso3)?.[0] ?? 'fr';

export function toEntry(row: TCatalogueRow): TDocumentTypeEntry {
  return {
    documentId: row.documentId,
    documentTypeId: row.documentTypeId,
    documentTypeTraductionKey: row.documentTypeTraductionKey,
    documentTypeCodeCouleurHtml: row.documentTypeCodeCouleurHtml,
    documentTraductionKey: row.documentTraductionKey,
    documentLangueIso3: row.langueIso3,
    versionLangueIso3: row.langueIso3,
    documentFileName: row.documentFileName,
    documentContentType: row.documentContentType,
  };
}

/** typeDocument: every language version of the generic documents the account's issuer shows. */
export async function listGenericDocuments(
  deps: { documentation: TDocumentationRepository },
  account: TAccountScope,
): Promise<TDocumentTypeEntry[]> {
  return (await deps.documentation.findCatalogue(account.emetIden)).map(toEntry);
}

/** files: one language version of a generic document the account may see, with its PDF; else 404. */
export async function genericDocumentFile(
  deps: TDocumentDeps & { documentation: TDocumentationRepository },
  account: TAccountScope,
  query: { docId: number; codeLangue: string },
): Promise<TDocumentFile> {
  const iso3 = toIso3(query.codeLangue);
  const row = iso3
    ? await deps.documentation.findGenericDocument(account.emetIden, query.docId, iso3)
    : undefined;
  if (!row) throw new AppError(404, ERROR_CODES.notFound);
  return { ...toEntry(row), documentContent: await documentBase64Of(deps, row, toIso2(row.langueIso3)) };
}
