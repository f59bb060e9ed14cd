import type { TLanguage } from '@nomina/domain';

/** One text in every portal language. */
export type TTranslated = Record<TLanguage, string>;

/** A block of translation keys, grouped by area of the portal. */
export type TCatalogue = Record<string, TTranslated>;

/** Texts that one issuer theme words differently; they override the common base. */
export type TThemeOverrides = Record<number, TCatalogue>;

/** One text in the six languages, in the order fr, en, de, es, it, pt. */
export const tr = (fr: string, en: string, de: string, es: string, it: string, pt: string): TTranslated => ({
  fr,
  en,
  de,
  es,
  it,
  pt,
});
