import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TGedCategorie, TGedCategory, TGedDoc } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { gedDocuments } from '../../../db/schema';

export type TGedRecord = typeof gedDocuments.$inferSelect;

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

/**
 * ged/docs: the holder's documents by category then document code, newest first (spec 3 §4:
 * documents sorted by dateArrete descending; a code's group sorts by its newest document).
 */
export async function listGedDocuments(db: TDatabase, tituNume: string): Promise<TGedCategory[]> {
  const rows = await db
    .select()
    .from(gedDocuments)
    .where(eq(gedDocuments.tituNume, tituNume))
    .orderBy(desc(gedDocuments.dateArrete), gedDocuments.documentCode, gedDocuments.languageCode);
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

export async function findGedDocument(db: TDatabase, tituNume: string, uuid: string) {
  const [row] = await db
    .select()
    .from(gedDocuments)
    .where(and(eq(gedDocuments.tituNume, tituNume), eq(gedDocuments.uuid, uuid)));
  return row;
}

/**
 * The holder's newest document of a code in the asked language; French then English when the
 * document was not issued in that language (notices exist in fr and en).
 */
export async function findGedDocumentByCode(
  db: TDatabase,
  tituNume: string,
  documentCode: string,
  langue: string,
) {
  const wanted = [langue.slice(0, 2).toLowerCase(), 'fr', 'en'];
  const rows = await db
    .select()
    .from(gedDocuments)
    .where(
      and(
        eq(gedDocuments.tituNume, tituNume),
        eq(gedDocuments.documentCode, documentCode),
        inArray(gedDocuments.languageCode, wanted),
      ),
    )
    .orderBy(desc(gedDocuments.dateArrete));
  return wanted.map((code) => rows.find((row) => row.languageCode === code)).find(Boolean);
}
