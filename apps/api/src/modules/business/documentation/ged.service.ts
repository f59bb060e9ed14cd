import { ERROR_CODES, type TGedCategorie, type TGedCategory, type TGedDoc } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import { documentBase64Of, type TDocumentDeps } from './document-content';
import type { TGedRecord, TGedRepository } from './ged.repository';

/** What the GED services need: the holder's stored documents and what making a document needs. */
export type TGedDeps = TDocumentDeps & { ged: TGedRepository };

/** Category order of the documentation tabs and each category's colour. */
const CATEGORIES: { categorieDoc: TGedCategorie; codeCouleur: string }[] = [
  { categorieDoc: 'RELEVES', codeCouleur: '#1f6f8b' },
  { categorieDoc: 'RAPPORTS', codeCouleur: '#7b4fa0' },
  { categorieDoc: 'AVIS_OPERATIONS', codeCouleur: '#b5651d' },
];

export function toGedDoc(row: TGedRecord): TGedDoc {
  return {
    uuid: row.uuid,
    keyTitle: row.keyTitle,
    languageCode: row.languageCode,
    dateArrete: row.dateArrete.getTime(),
    documentFileName: row.fileName,
    documentContentType: row.contentType,
  };
}

const contentOf = (deps: TGedDeps, row: TGedRecord) =>
  documentBase64Of(
    deps,
    { storageKey: row.storageKey, source: row.source, tituNume: row.tituNume },
    row.languageCode,
  );

/**
 * ged/docs: the holder's documents by category then document code, newest first (spec 3 §4:
 * documents sorted by dateArrete descending; a code's group sorts by its newest document).
 */
export async function listGedDocuments(deps: TGedDeps, tituNume: string): Promise<TGedCategory[]> {
  const rows = await deps.ged.findGedDocuments(tituNume);
  return CATEGORIES.map(({ categorieDoc, codeCouleur }) => {
    const byCode = new Map<string, TGedDoc[]>();
    for (const row of rows) {
      if (row.categorie !== categorieDoc) continue;
      const list = byCode.get(row.documentCode) ?? [];
      list.push(toGedDoc(row));
      byCode.set(row.documentCode, list);
    }
    return {
      categorieDoc,
      codeCouleur,
      listDocsByCode: [...byCode].map(([documentCode, listDocs]) => ({ documentCode, listDocs })),
    };
  });
}

/** ged/download: one of the holder's documents with its content; 404 for any other. */
export async function downloadGedDocument(deps: TGedDeps, tituNume: string, uuid: string) {
  const row = await deps.ged.findGedDocument(tituNume, uuid);
  if (!row) throw new AppError(404, ERROR_CODES.notFound);
  return { ...toGedDoc(row), documentContent: await contentOf(deps, row) };
}

/**
 * ged/downloadDocGedByCode: the holder's newest document of a code in the asked language; French
 * then English when the document was not issued in that language (notices exist in fr and en).
 */
export async function downloadGedDocumentByCode(
  deps: TGedDeps,
  tituNume: string,
  documentCode: string,
  langue: string,
) {
  const wanted = [langue.slice(0, 2).toLowerCase(), 'fr', 'en'];
  const rows = await deps.ged.findGedDocumentsByCode(tituNume, documentCode, wanted);
  const row = wanted.map((code) => rows.find((entry) => entry.languageCode === code)).find(Boolean);
  if (!row) throw new AppError(404, ERROR_CODES.notFound);
  return { documentFileName: row.fileName, documentContent: await contentOf(deps, row) };
}
