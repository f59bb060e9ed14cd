import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { TDocumentTypeEntry } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { LANGUAGE_ISO3, documentTypes, genericDocumentFiles, genericDocuments } from '../../../db/schema';

/** A language code as the page sends it (fr or fra) in ISO 639-2 (fra). */
export function toIso3(code: string): string | undefined {
  const lower = code.toLowerCase();
  if (Object.values(LANGUAGE_ISO3).includes(lower)) return lower;
  return LANGUAGE_ISO3[lower];
}

/** The portal language (fr) of an ISO 639-2 code (fra). */
export const toIso2 = (iso3: string) =>
  Object.entries(LANGUAGE_ISO3).find(([, code]) => code === iso3)?.[0] ?? 'fr';

const catalogueColumns = {
  documentId: genericDocuments.documentId,
  documentTypeId: genericDocuments.documentTypeId,
  documentTypeTraductionKey: documentTypes.traductionKey,
  documentTypeCodeCouleurHtml: documentTypes.codeCouleurHtml,
  documentTraductionKey: genericDocuments.traductionKey,
  langueIso3: genericDocumentFiles.langueIso3,
  documentFileName: genericDocumentFiles.fileName,
  documentContentType: genericDocumentFiles.contentType,
  storageKey: genericDocumentFiles.storageKey,
  source: genericDocuments.source,
};

/** Documents for every issuer and those of the account's own issuer. */
const visibleTo = (emetIden: number) =>
  or(isNull(genericDocuments.emetIden), eq(genericDocuments.emetIden, emetIden));

function catalogueQuery(db: TDatabase) {
  return db
    .select(catalogueColumns)
    .from(genericDocumentFiles)
    .innerJoin(genericDocuments, eq(genericDocuments.documentId, genericDocumentFiles.documentId))
    .innerJoin(documentTypes, eq(documentTypes.documentTypeId, genericDocuments.documentTypeId));
}

type TCatalogueRow = Awaited<ReturnType<ReturnType<typeof catalogueQuery>['execute']>>[number];

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
export async function listGenericDocuments(db: TDatabase, emetIden: number): Promise<TDocumentTypeEntry[]> {
  const rows = await catalogueQuery(db)
    .where(visibleTo(emetIden))
    .orderBy(asc(documentTypes.ordre), asc(genericDocuments.ordre), asc(genericDocumentFiles.langueIso3));
  return rows.map(toEntry);
}

/** One language version of a generic document the account may see, or undefined. */
export async function findGenericDocument(
  db: TDatabase,
  emetIden: number,
  documentId: number,
  langueIso3: string,
) {
  const [row] = await catalogueQuery(db).where(
    and(
      visibleTo(emetIden),
      eq(genericDocuments.documentId, documentId),
      eq(genericDocumentFiles.langueIso3, langueIso3),
    ),
  );
  return row;
}
