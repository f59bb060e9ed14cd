import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { documentTypes, genericDocumentFiles, genericDocuments } from '../../../db/schema';

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

export type TCatalogueRow = Awaited<ReturnType<ReturnType<typeof catalogueQuery>['execute']>>[number];

/** The generic documentation's queries (catalogue, files), one per method. */
export function createDocumentationRepository(db: TDatabase) {
  return {
    /** Every language version of the generic documents the issuer shows, in the catalogue's order. */
    async findCatalogue(emetIden: number) {
      return catalogueQuery(db)
        .where(visibleTo(emetIden))
        .orderBy(asc(documentTypes.ordre), asc(genericDocuments.ordre), asc(genericDocumentFiles.langueIso3));
    },

    /** One language version of a generic document the issuer shows, or undefined. */
    async findGenericDocument(emetIden: number, documentId: number, langueIso3: string) {
      const [row] = await catalogueQuery(db).where(
        and(
          visibleTo(emetIden),
          eq(genericDocuments.documentId, documentId),
          eq(genericDocumentFiles.langueIso3, langueIso3),
        ),
      );
      return row;
    },
  };
}

export type TDocumentationRepository = ReturnType<typeof createDocumentationRepository>;
