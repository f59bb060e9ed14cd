import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
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

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Translations are read on every page load by every visitor, so each (language, theme) list is
 * kept in memory for `ttlSeconds`, pre-serialised and pre-compressed. Once that time is up the
 * texts are read again in the background while the list in memory keeps being served (with a
 * `ttlSeconds` of 0 every call waits for a fresh read). The compressed bytes are made again only
 * when the texts changed, off the event loop: brotli at its best quality takes about 0.17 s for a
 * language, which compressed synchronously once a minute stalled every request of the server.
 */
export function createTranslationCache(
  deps: { texts: TTranslationsRepository },
  ttlSeconds: number,
  now: () => number = Date.now,
) {
  const bundles = new Map<string, Promise<TTranslationBundle>>();
  const refreshing = new Map<string, Promise<TTranslationBundle>>();

  async function build(
    language: TLanguage,
    themeId: number,
    previous?: TTranslationBundle,
  ): Promise<TTranslationBundle> {
    const list = await readTranslations(deps, language, themeId);
    const json = Buffer.from(JSON.stringify(list.filter((entry) => !isServerOnly(entry.key))));
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    const texts = new Map(list.map((entry) => [entry.key, entry.libelle]));
    const expiresAt = now() + ttlSeconds * 1000;
    if (previous?.etag === etag) return { ...previous, texts, expiresAt };
    const [gzipped, brotli] = await Promise.all([gzipAsync(json, { level: 9 }), brotliAsync(json)]);
    return { json, gzip: gzipped, brotli, etag, expiresAt, texts };
  }

  /** One read at a time per list; the list in memory is replaced once the new one is built. */
  function refresh(cacheKey: string, language: TLanguage, themeId: number, previous?: TTranslationBundle) {
    const running = refreshing.get(cacheKey);
    if (running) return running;
    const fresh = build(language, themeId, previous);
    refreshing.set(cacheKey, fresh);
    void fresh
      .then(
        () => void bundles.set(cacheKey, fresh),
        () => undefined,
      )
      .finally(() => refreshing.delete(cacheKey));
    return fresh;
  }

  return {
    async get(language: TLanguage, themeId: number): Promise<TTranslationBundle> {
      const cacheKey = `${language}:${themeId}`;
      const cached = bundles.get(cacheKey);
      if (!cached) return refresh(cacheKey, language, themeId);
      const current = await cached;
      if (current.expiresAt > now()) return current;
      const fresh = refresh(cacheKey, language, themeId, current);
      // Stale while revalidating: a failed read keeps the list in memory and is tried next time.
      return ttlSeconds === 0 ? fresh : current;
    },
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
