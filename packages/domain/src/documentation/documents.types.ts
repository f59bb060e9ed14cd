import { z } from 'zod';

/**
 * Documentation contracts (spec 3 §2 Documentation page, §3 Document type entry and Ged category).
 */

/** typeDocument: the generic documents catalogue (general tab), without content. */
export const ZDocumentTypeEntry = z.object({
  documentId: z.number().int(),
  documentTypeId: z.number().int(),
  documentTypeTraductionKey: z.string(),
  documentTypeCodeCouleurHtml: z.string(),
  documentTraductionKey: z.string(),
  /** Language of the document (fra, eng, deu, spa, ita, por). */
  documentLangueIso3: z.string(),
  versionLangueIso3: z.string(),
  documentFileName: z.string(),
  documentContentType: z.string(),
});
export type TDocumentTypeEntry = z.infer<typeof ZDocumentTypeEntry>;

/** files?docId&codeDoc&codeLangue: one generic document with its content (base64). */
export const ZDocumentFile = ZDocumentTypeEntry.extend({ documentContent: z.string() });
export type TDocumentFile = z.infer<typeof ZDocumentFile>;

/** The holder's personal document categories of the GED (statements, reports, operation notices). */
export const ZGedCategorie = z.enum(['RELEVES', 'RAPPORTS', 'AVIS_OPERATIONS']);
export type TGedCategorie = z.infer<typeof ZGedCategorie>;

export const ZGedDoc = z.object({
  uuid: z.string(),
  keyTitle: z.string(),
  /** Two-letter language of the document (fr, en, ...). */
  languageCode: z.string(),
  /** Closing date of the document, epoch milliseconds; lists sort on it, newest first. */
  dateArrete: z.number(),
  documentFileName: z.string(),
  documentContentType: z.string(),
});
export type TGedDoc = z.infer<typeof ZGedDoc>;

/** ged/docs: the token holder's documents, by category then by document code. */
export const ZGedCategory = z.object({
  categorieDoc: ZGedCategorie,
  codeCouleur: z.string(),
  listDocsByCode: z.array(z.object({ documentCode: z.string(), listDocs: z.array(ZGedDoc) })),
});
export type TGedCategory = z.infer<typeof ZGedCategory>;

/** ged/download?uuid: one document with its content (base64). */
export const ZGedDocWithContent = ZGedDoc.extend({ documentContent: z.string() });

/** ged/downloadDocGedByCode?codeDocument&langue: the PDF of a document code (e.g. an operation notice). */
export const ZGedByCode = z.object({ documentFileName: z.string(), documentContent: z.string() });
