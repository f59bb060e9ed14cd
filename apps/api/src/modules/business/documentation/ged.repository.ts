import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { gedDocuments } from '../../../db/schema';

export type TGedRecord = typeof gedDocuments.$inferSelect;

/** The GED's queries (the holder's stored documents), one per method. */
export function createGedRepository(db: TDatabase) {
  return {
    /** The holder's documents, newest first. */
    async findGedDocuments(tituNume: string): Promise<TGedRecord[]> {
      return db
        .select()
        .from(gedDocuments)
        .where(eq(gedDocuments.tituNume, tituNume))
        .orderBy(desc(gedDocuments.dateArrete), gedDocuments.documentCode, gedDocuments.languageCode);
    },

    async findGedDocument(tituNume: string, uuid: string) {
      const [row] = await db
        .select()
        .from(gedDocuments)
        .where(and(eq(gedDocuments.tituNume, tituNume), eq(gedDocuments.uuid, uuid)));
      return row;
    },

    /** The holder's documents of a code in these languages, newest first. */
    async findGedDocumentsByCode(
      tituNume: string,
      documentCode: string,
      languages: string[],
    ): Promise<TGedRecord[]> {
      return db
        .select()
        .from(gedDocuments)
        .where(
          and(
            eq(gedDocuments.tituNume, tituNume),
            eq(gedDocuments.documentCode, documentCode),
            inArray(gedDocuments.languageCode, languages),
          ),
        )
        .orderBy(desc(gedDocuments.dateArrete));
    },
  };
}

export type TGedRepository = ReturnType<typeof createGedRepository>;
