import type { TLanguage } from '@nomina/domain';

/** One text in every portal language. */
export type TTranslated = Record<TLanguage, string>;

/** A block of translation keys, grouped by area of the portal. */
export type TCatalogue = Record<string, TTranslated>;

/** Texts that one issuer theme words differently; they override the common base. */
export type TThemeOverrides = Record<number, TCatalogue>;
