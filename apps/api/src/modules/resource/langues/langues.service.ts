import { isLanguage, type TLanguageEntry } from '@nomina/domain';
import type { TLanguagesRepository } from './langues.repository';

/** The languages the register knows (or the site offers), those the portal can show only. */
export async function listLanguages(
  deps: { languages: TLanguagesRepository },
  siteOnly: boolean,
): Promise<TLanguageEntry[]> {
  const rows = await deps.languages.select(siteOnly);
  return rows.flatMap((row) =>
    isLanguage(row.langueIden) ? [{ langueIden: row.langueIden, libelle: row.libelle }] : [],
  );
}
