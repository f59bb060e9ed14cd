import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { languages } from '../../../db/schema';

/** The register's languages in display order (only those the site offers when `siteOnly`). */
export async function selectLanguages(db: TDatabase, siteOnly: boolean) {
  return db
    .select({ langueIden: languages.langueIden, libelle: languages.libelle })
    .from(languages)
    .where(siteOnly ? eq(languages.isSite, true) : undefined)
    .orderBy(asc(languages.ordre));
}
