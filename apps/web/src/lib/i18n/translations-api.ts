import { queryOptions } from '@tanstack/react-query';
import { FALLBACK_LANGUAGES, type TLanguage, type TLanguageEntry } from '@nomina/domain';
import { http } from '../http/http-client';

/** GET resource/traduction/{lang}/{themeId}, as an i18next bundle; spec: on error an empty set. */
export async function fetchTranslations(
  language: TLanguage,
  themeId: number,
  hiddenReq = true,
): Promise<Record<string, string>> {
  try {
    const entries = await http<{ key: string; libelle: string }[]>(
      `/resource/traduction/${language}/${themeId}`,
      { skipAuth: true, hiddenReq },
    );
    return Object.fromEntries(entries.map((entry) => [entry.key, entry.libelle]));
  } catch {
    return {};
  }
}

/** GET resource/langues/site; the spec's fallback list when the call fails or answers nothing. */
export async function fetchSiteLanguages(): Promise<TLanguageEntry[]> {
  try {
    const entries = await http<TLanguageEntry[]>('/resource/langues/site', {
      skipAuth: true,
      hiddenReq: true,
    });
    if (Array.isArray(entries) && entries.length > 0) return entries;
  } catch {
    // fall through to the fallback list
  }
  return FALLBACK_LANGUAGES.map((langueIden) => ({ langueIden, libelle: nameOfLanguage(langueIden) }));
}

/** A language's own name ("Deutsch", "Français"), for lists built without the server. */
export function nameOfLanguage(language: TLanguage): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** The site's languages: one query for the switcher and the cookie notice, read once per page life. */
export const siteLanguagesQuery = queryOptions({
  queryKey: ['languages', 'site'],
  queryFn: fetchSiteLanguages,
  staleTime: Infinity,
});
