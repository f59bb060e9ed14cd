import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { faqEntries } from '../../../db/schema';

/** The FAQ entries: one query per method. */
export function createFaqRepository(db: TDatabase) {
  return {
    /** FAQ entries for holders (logged) or visitors, in display order. */
    async select(logged: boolean) {
      return db
        .select({
          id: faqEntries.id,
          categorie: faqEntries.categorie,
          categorieLibelle: faqEntries.categorieLibelle,
          question: faqEntries.question,
          reponse: faqEntries.reponse,
        })
        .from(faqEntries)
        .where(logged ? eq(faqEntries.forHolders, true) : eq(faqEntries.forVisitors, true))
        .orderBy(asc(faqEntries.ordre));
    },
  };
}

export type TFaqRepository = ReturnType<typeof createFaqRepository>;
