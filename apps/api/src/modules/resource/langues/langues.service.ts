import { isLanguage, type TLanguageEntry } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { selectLanguages } from './langues.repository';

/** The languages the register knows (or the site offers), those the portal can show only. */
export async function listLanguages(deps: { db: TDatabase }, siteOnly: boolean): Promise<TLanguageEntry[]> {
  const rows = await selectLanguages(deps.db, siteOnly);
  return rows.flatMap((row) =>
    isLanguage(row.langueIden) ? [{ langueIden: row.langueIden, libelle: row.libelle }] : [],
  );
}
