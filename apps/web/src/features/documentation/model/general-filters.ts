import { normaliseLanguage, type TDocumentTypeEntry, type TLanguage } from '@nomina/domain';

/** The general tab's filters; the page's lang and category query parameters preselect them. */
export type TGeneralFilters = { langue: TLanguage | null; documentTypeId: number | null };

export function generalFiltersFromSearchParams(params: URLSearchParams): TGeneralFilters {
  const category = Number(params.get('category'));
  return {
    langue: normaliseLanguage(params.get('lang')),
    documentTypeId: Number.isInteger(category) && category > 0 ? category : null,
  };
}

/** The entries a filter keeps: same language (any spelling of it) and same document type. */
export function filterDocumentEntries(
  entries: readonly TDocumentTypeEntry[],
  filters: TGeneralFilters,
): TDocumentTypeEntry[] {
  return entries.filter(
    (entry) =>
      (filters.langue === null || normaliseLanguage(entry.documentLangueIso3) === filters.langue) &&
      (filters.documentTypeId === null || entry.documentTypeId === filters.documentTypeId),
  );
}

/** The document types of the catalogue, once each, in their first order of appearance. */
export function listDocumentTypes(entries: readonly TDocumentTypeEntry[]) {
  const types = new Map<number, { documentTypeId: number; documentTypeTraductionKey: string }>();
  entries.forEach((entry) => {
    if (!types.has(entry.documentTypeId))
      types.set(entry.documentTypeId, {
        documentTypeId: entry.documentTypeId,
        documentTypeTraductionKey: entry.documentTypeTraductionKey,
      });
  });
  return [...types.values()];
}

/** The languages the catalogue has documents in. */
export function listDocumentLanguages(entries: readonly TDocumentTypeEntry[]): TLanguage[] {
  const languages = new Set<TLanguage>();
  entries.forEach((entry) => {
    const language = normaliseLanguage(entry.documentLangueIso3);
    if (language) languages.add(language);
  });
  return [...languages];
}
