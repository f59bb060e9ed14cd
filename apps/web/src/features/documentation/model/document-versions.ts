import { LANGUAGES, type TLanguage } from '@nomina/domain';

/**
 * The order a document's language versions are offered in (the written fallback rule): the
 * holder's language, then French (the register's language), then English, then the others in
 * the portal's order. A version of unknown language comes last.
 */
export function languageRank(language: TLanguage | null, preferred: TLanguage): number {
  if (language === null) return Number.MAX_SAFE_INTEGER;
  if (language === preferred) return 0;
  if (language === 'fr') return 1;
  if (language === 'en') return 2;
  return 3 + LANGUAGES.indexOf(language);
}

/**
 * One entry per document, its language versions grouped under it in the fallback order. Entries
 * keep the order of their first version in `items` (the lists come sorted, newest first).
 */
export function groupLanguageVersions<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  languageOf: (item: T) => TLanguage | null,
  preferred: TLanguage,
): { key: string; versions: T[] }[] {
  const groups = new Map<string, T[]>();
  items.forEach((item) => {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  });
  return [...groups.entries()].map(([key, versions]) => ({
    key,
    versions: [...versions].sort(
      (left, right) => languageRank(languageOf(left), preferred) - languageRank(languageOf(right), preferred),
    ),
  }));
}
