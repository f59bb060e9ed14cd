import { DEFAULT_THEME_ID, ERROR_CODES, type TThemeResponse } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/app-error';
import { selectAllThemes, updateThemeAlive, type TThemeRow } from './theme.repository';

const toResponse = (row: TThemeRow): TThemeResponse => ({
  themeId: row.id,
  allowLegacyUser: row.allowLegacyUser,
  alive: row.alive,
  config: row.config,
});

/** The host name of a page address, or a 400 when it is not an http(s) URL. */
export function hostOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest(ERROR_CODES.invalidOrigin, { url: 'not a URL' });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw badRequest(ERROR_CODES.invalidOrigin, { url: 'not http or https' });
  }
  return parsed.hostname.toLowerCase();
}

/**
 * Every page load asks for its theme, and there are only a handful: they are kept in memory for
 * a few seconds. A change made through this process (setThemeAlive) is seen at once; one made by
 * another server instance within THEME_CACHE_MS.
 */
const THEME_CACHE_MS = 3000;
const cached = new WeakMap<TDatabase, { rows: Promise<TThemeRow[]>; until: number }>();

function allThemes(db: TDatabase): Promise<TThemeRow[]> {
  const entry = cached.get(db);
  if (entry && entry.until > Date.now()) return entry.rows;
  // Keep the promise of the result: every caller within the window shares one read.
  const rows = selectAllThemes(db);
  cached.set(db, { rows, until: Date.now() + THEME_CACHE_MS });
  rows.catch(() => cached.delete(db));
  return rows;
}

/** The theme whose hosts include the page's host; an unknown host gets the registrar's theme. */
export async function findThemeByOrigin(db: TDatabase, url: string): Promise<TThemeResponse> {
  const host = hostOf(url);
  const match = (await allThemes(db)).find((row) => row.hosts.includes(host));
  if (match && match.config.isAvailable) return toResponse(match);
  return findTheme(db, DEFAULT_THEME_ID);
}

export async function findTheme(db: TDatabase, themeId: number): Promise<TThemeResponse> {
  const row = (await allThemes(db)).find((theme) => theme.id === themeId);
  if (!row) throw notFound(ERROR_CODES.unknownTheme);
  return toResponse(row);
}

/** The host names a theme's site answers on (empty for an unknown theme). */
export async function themeHosts(db: TDatabase, themeId: number): Promise<string[]> {
  return (await allThemes(db)).find((theme) => theme.id === themeId)?.hosts ?? [];
}

export async function themeExists(db: TDatabase, themeId: number): Promise<boolean> {
  return (await allThemes(db)).some((theme) => theme.id === themeId);
}

/** Puts a theme in or out of maintenance. */
export async function setThemeAlive(db: TDatabase, themeId: number, alive: boolean): Promise<TThemeResponse> {
  const row = await updateThemeAlive(db, themeId, alive);
  cached.delete(db);
  if (!row) throw notFound(ERROR_CODES.unknownTheme);
  return toResponse(row);
}

/**
 * The theme a page gets: the one of its origin. Outside production only, a theme the browser
 * holds (the demo switcher) is answered instead, once the url is checked.
 */
export async function pageTheme(
  deps: { db: TDatabase; isProduction: boolean },
  request: { url: string; themeId?: number },
): Promise<TThemeResponse> {
  if (request.themeId === undefined || deps.isProduction) return findThemeByOrigin(deps.db, request.url);
  hostOf(request.url);
  return findTheme(deps.db, request.themeId);
}
