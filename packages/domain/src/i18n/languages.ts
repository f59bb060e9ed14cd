import { z } from 'zod';

/** Languages the portal is translated into. Portuguese is `pt` everywhere on the wire. */
export const LANGUAGES = ['fr', 'en', 'de', 'es', 'it', 'pt'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: TLanguage = 'fr';

/** Used when the language list cannot be fetched (spec 1 §1). */
export const FALLBACK_LANGUAGES: readonly TLanguage[] = ['en', 'fr', 'de', 'es', 'pt', 'it'];

/**
 * Old spellings still found in stored values and links: `po` (sign-up area) and the
 * three-letter `fra` some stored values carry.
 */
const ALIASES: Record<string, TLanguage> = {
  po: 'pt',
  fra: 'fr',
  eng: 'en',
  deu: 'de',
  spa: 'es',
  ita: 'it',
  por: 'pt',
};

export const ZLanguage = z.enum(LANGUAGES);

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps any spelling a user, a link or old storage may hold to a supported language, or null. */
export function normaliseLanguage(value: string | null | undefined): TLanguage | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  if (isLanguage(lower)) return lower;
  return ALIASES[lower] ?? null;
}

/** The vote link and the sign-up area still speak of `po`; this gives the spelling they expect. */
export function toSignupLanguage(language: TLanguage): string {
  return language === 'pt' ? 'po' : language;
}

/** BCP 47 locale used by Intl formatters for a portal language. */
export const LOCALES: Record<TLanguage, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  it: 'it-IT',
  pt: 'pt-PT',
};
