import { DEFAULT_LANGUAGE, normaliseLanguage, type TLanguage } from '@nomina/domain';

/** The language a caller asked for (any known spelling), fr when absent or unknown. */
export const languageOf = (codeLangue: string | undefined): TLanguage =>
  normaliseLanguage(codeLangue) ?? DEFAULT_LANGUAGE;

/** The languages to read texts in: the asked one, then the fr fallback. */
export const withFallback = (language: TLanguage): TLanguage[] => [...new Set([language, DEFAULT_LANGUAGE])];

/** The text of `ownerId` in `language`, else in fr, else none. */
export function pickText<T extends { langueIden: string }>(
  texts: readonly T[],
  ownerOf: (text: T) => number,
  ownerId: number,
  language: TLanguage,
): T | undefined {
  const own = texts.filter((text) => ownerOf(text) === ownerId);
  return (
    own.find((text) => text.langueIden === language) ??
    own.find((text) => text.langueIden === DEFAULT_LANGUAGE)
  );
}
