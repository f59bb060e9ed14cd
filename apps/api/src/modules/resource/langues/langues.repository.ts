import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { languages } from '../../../db/schema';

/** The register's languages: one query per method. */
export function createLanguagesRepository(db: TDatabase) {
  return {
    /** The register's languages in display order (only those the site offers when `siteOnly`). */
    async select(siteOnly: boolean) {
      return db
        .select({ langueIden: languages.langueIden, libelle: languages.libelle })
        .from(languages)
        .where(siteOnly ? eq(languages.isSite, true) : undefined)
        .orderBy(asc(languages.ordre));
    },
  };
}

export type TLanguagesRepository = ReturnType<typeof createLanguagesRepository>;
