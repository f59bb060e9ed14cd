import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ERROR_CODES, normaliseLanguage, type TLanguage } from '@nomina/domain';
import { notFound } from '../../../lib/app-error';
import type { TThemeService } from '../theme/theme.service';
import type { TTranslationsRepository } from './traduction.repository';

/** A translation list ready to send: the JSON, its gzip and its ETag, computed once. */
export type TTranslationBundle = {
  json: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  expiresAt: number;
  texts: Map<string, string>;
};

/** E-mail and SMS texts are used by the server alone: the page never needs them. */
const isServerOnly = (key: string) => key.startsWith('mail.') || key.startsWith('sms.');

/** Reads one language's texts for a theme: the common base (theme 0) overridden by the theme's own. */
export async function readTranslations(
  deps: { texts: TTranslationsRepository },
  language: TLanguage,
  themeId: number,
) {
  const rows = await deps.texts.selectRows(language, themeId);
  const merged = new Map<string, string>();
  for (const row of rows) merged.set(row.key, row.libelle);
  return [...merged].map(([key, libelle]) => ({ key, libelle }));
}

/**
 * Translations are read on every page load by every visitor, so each (language, theme) list is
 * kept in memory for `ttlSeconds`, pre-serialised and pre-compressed.
 */
export function createTranslationCache(deps: { texts: TTranslationsRepository }, ttlSeconds: number) {
  const bundles = new Map<string, Promise<TTranslationBundle>>();

  async function build(language: TLanguage, themeId: number): Promise<TTranslationBundle> {
    const list = await readTranslations(deps, language, themeId);
    const json = Buffer.from(JSON.stringify(list.filter((entry) => !isServerOnly(entry.key))));
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    const texts = new Map(list.map((entry) => [entry.key, entry.libelle]));
    return {
      json,
      gzip: gzipSync(json, { level: 9 }),
      brotli: brotliCompressSync(json),
      etag,
      expiresAt: Date.now() + ttlSeconds * 1000,
      texts,
    };
  }

  return {
    async get(language: TLanguage, themeId: number): Promise<TTranslationBundle> {
      const cacheKey = `${language}:${themeId}`;
      const cached = bundles.get(cacheKey);
      if (cached && (await cached).expiresAt > Date.now()) return cached;
      const fresh = build(language, themeId);
      bundles.set(cacheKey, fresh);
      fresh.catch(() => bundles.delete(cacheKey));
      return fresh;
    },
    clear: () => bundles.clear(),
  };
}
export type TTranslationCache = ReturnType<typeof createTranslationCache>;

/** Server-side text in a person's language, with {{name}} placeholders filled in. */
export async function translate(
  cache: TTranslationCache,
  language: TLanguage,
  themeId: number,
  key: string,
  values: Record<string, string> = {},
) {
  const { texts } = await cache.get(language, themeId);
  const text = texts.get(key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}

/** traduction/{lang}/{themeId}: the bundle of a known language and theme (404 for an unknown one). */
export async function translationBundle(
  deps: { theme: Pick<TThemeService, 'themeExists'>; translations: TTranslationCache },
  lang: string,
  themeId: number,
): Promise<TTranslationBundle> {
  const language = normaliseLanguage(lang);
  if (!language) throw notFound(ERROR_CODES.unknownLanguage);
  if (!(await deps.theme.themeExists(themeId))) throw notFound(ERROR_CODES.unknownTheme);
  return deps.translations.get(language, themeId);
}
