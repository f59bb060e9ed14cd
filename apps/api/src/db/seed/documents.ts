import type { TDatabase } from '../client';
import {
  LANGUAGE_ISO3,
  documentTypes,
  gedDocuments,
  genericDocumentFiles,
  genericDocuments,
  type TDocumentSource,
} from '../schema';
import type { TSeededOperation } from './operations-builder';
import { createRandom, seedOf } from './operations-random';

type TWriter = Pick<TDatabase, 'insert'>;
type TGedRow = typeof gedDocuments.$inferInsert;

/** Document types of the general tab, with their badge colour. */
export const documentTypeSeeds = [
  { documentTypeId: 1, traductionKey: 'doc.type.conditions', codeCouleurHtml: '#1f6f8b', ordre: 1 },
  { documentTypeId: 2, traductionKey: 'doc.type.tarifs', codeCouleurHtml: '#b5651d', ordre: 2 },
  { documentTypeId: 3, traductionKey: 'doc.type.reglements', codeCouleurHtml: '#7b4fa0', ordre: 3 },
  { documentTypeId: 4, traductionKey: 'doc.type.guides', codeCouleurHtml: '#2e7d32', ordre: 4 },
];

/** Generic documents: for every issuer (emetIden null) or one issuer's plans; languages of each version. */
export const genericDocumentSeeds: {
  documentId: number;
  documentTypeId: number;
  traductionKey: string;
  emetIden: number | null;
  topic: 'conditions' | 'tarifs' | 'reglement' | 'guide';
  fileStem: string;
  languages: string[];
}[] = [
  {
    documentId: 1,
    documentTypeId: 1,
    traductionKey: 'doc.generic.conditions',
    emetIden: null,
    topic: 'conditions',
    fileStem: 'conditions-generales',
    languages: ['fr', 'en', 'de', 'es'],
  },
  {
    documentId: 2,
    documentTypeId: 2,
    traductionKey: 'doc.generic.tarifs',
    emetIden: null,
    topic: 'tarifs',
    fileStem: 'bareme-frais',
    languages: ['fr', 'en', 'de', 'es'],
  },
  {
    documentId: 3,
    documentTypeId: 3,
    traductionKey: 'doc.generic.reglement',
    emetIden: 1001,
    topic: 'reglement',
    fileStem: 'reglement-plans-aubepine',
    languages: ['fr', 'en'],
  },
  {
    documentId: 4,
    documentTypeId: 3,
    traductionKey: 'doc.generic.reglement',
    emetIden: 2002,
    topic: 'reglement',
    fileStem: 'reglement-plans-calanque',
    languages: ['fr', 'en'],
  },
  {
    documentId: 5,
    documentTypeId: 4,
    traductionKey: 'doc.generic.guide',
    emetIden: null,
    topic: 'guide',
    fileStem: 'guide-actionnaire',
    languages: ['fr', 'en', 'de', 'es', 'it', 'pt'],
  },
];

/** Which holders get personal documents, in which languages. */
const GED_HOLDERS: { tituNume: string; languages: string[]; quarters: number }[] = [
  { tituNume: 'T1001-000101', languages: ['fr', 'en'], quarters: 8 },
  { tituNume: 'T1001-000102', languages: ['fr', 'en'], quarters: 8 },
  { tituNume: 'T2002-000102', languages: ['fr', 'en'], quarters: 8 },
  { tituNume: 'T3003-000102', languages: ['fr', 'en'], quarters: 8 },
  { tituNume: 'T1002-000103', languages: ['de', 'en'], quarters: 4 },
];
/** The last closed quarter and year of the demo register (it runs up to November 2026). */
const LAST_QUARTER_END = { year: 2026, month: 9 };
const TAX_YEARS = [2024, 2025];

function uuidOf(random: ReturnType<typeof createRandom>): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The personal documents (statements, tax reports, operation notices) of the demo holders. */
export function buildGedSeeds(seeded: TSeededOperation[]): TGedRow[] {
  const random = createRandom(seedOf('ged'));
  const rows: TGedRow[] = [];
  const add = (
    tituNume: string,
    row: Omit<TGedRow, 'uuid' | 'tituNume' | 'storageKey' | 'fileName'> & { stem: string },
  ) => {
    const uuid = uuidOf(random);
    const { stem, ...rest } = row;
    rows.push({
      ...rest,
      uuid,
      tituNume,
      fileName: `${stem}-${row.languageCode}.pdf`,
      storageKey: `holders/${tituNume}/${uuid}.pdf`,
    });
  };
  for (const { tituNume, languages, quarters } of GED_HOLDERS) {
    for (let back = 0; back < quarters; back += 1) {
      const end = new Date(Date.UTC(LAST_QUARTER_END.year, LAST_QUARTER_END.month - 3 * back, 0));
      const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 2, 1));
      const quarter = Math.floor(end.getUTCMonth() / 3) + 1;
      const source: TDocumentSource = { kind: 'releve', periodStart: isoDay(start), periodEnd: isoDay(end) };
      for (const languageCode of languages)
        add(tituNume, {
          categorie: 'RELEVES',
          documentCode: 'RELEVE_TRIMESTRIEL',
          keyTitle: 'ged.title.releve',
          languageCode,
          dateArrete: end,
          source,
          stem: `releve-${end.getUTCFullYear()}-T${quarter}`,
        });
    }
    for (const year of TAX_YEARS) {
      for (const languageCode of languages)
        add(tituNume, {
          categorie: 'RAPPORTS',
          documentCode: 'IFU',
          keyTitle: 'ged.title.ifu',
          languageCode,
          dateArrete: new Date(Date.UTC(year, 11, 31)),
          source: { kind: 'ifu', year },
          stem: `ifu-${year}`,
        });
    }
    for (const { operation } of seeded) {
      if (operation.tituNume !== tituNume || !operation.codeAvis) continue;
      for (const languageCode of languages)
        add(tituNume, {
          categorie: 'AVIS_OPERATIONS',
          documentCode: operation.codeAvis,
          keyTitle: 'ged.title.avis',
          languageCode,
          dateArrete: operation.dateOperation,
          source: { kind: 'avis', idDemande: operation.idDemande },
          stem: `avis-${operation.reference}`,
        });
    }
  }
  return rows;
}

/** Writes the document catalogue and the holders' GED entries; the PDFs are made on first download. */
export async function seedDocuments(db: TWriter, seeded: TSeededOperation[]): Promise<void> {
  await db.insert(documentTypes).values(documentTypeSeeds);
  await db.insert(genericDocuments).values(
    genericDocumentSeeds.map(({ topic, documentId, documentTypeId, traductionKey, emetIden }) => ({
      documentId,
      documentTypeId,
      traductionKey,
      emetIden,
      source: { kind: 'generic' as const, topic },
      ordre: documentId,
    })),
  );
  await db.insert(genericDocumentFiles).values(
    genericDocumentSeeds.flatMap(({ documentId, fileStem, languages }) =>
      languages.map((lang) => ({
        documentId,
        langueIso3: LANGUAGE_ISO3[lang]!,
        fileName: `${fileStem}-${lang}.pdf`,
        storageKey: `generic/${documentId}-${LANGUAGE_ISO3[lang]}.pdf`,
      })),
    ),
  );
  const rows = buildGedSeeds(seeded);
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(gedDocuments).values(rows.slice(start, start + 500));
}
