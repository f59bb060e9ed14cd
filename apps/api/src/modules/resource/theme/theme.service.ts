import { DEFAULT_THEME_ID, ERROR_CODES, type TThemeResponse } from '@nomina/domain';
import { badRequest, notFound } from '../../../lib/app-error';
import type { TThemeRepository, TThemeRow } from './theme.repository';

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
 * a few seconds. A change made through this service (setThemeAlive) is seen at once; one made by
 * another server instance within THEME_CACHE_MS. One service is built per database
 * (theme.deps.ts), so every module reads and invalidates the same cache.
 */
const THEME_CACHE_MS = 3000;

export function createThemeService(deps: { themes: TThemeRepository }) {
  let cached: { rows: Promise<TThemeRow[]>; until: number } | undefined;

  function allThemes(): Promise<TThemeRow[]> {
    const entry = cached;
    if (entry && entry.until > Date.now()) return entry.rows;
    // Keep the promise of the result: every caller within the window shares one read.
    const rows = deps.themes.selectAll();
    cached = { rows, until: Date.now() + THEME_CACHE_MS };
    rows.catch(() => {
      cached = undefined;
    });
    return rows;
  }

  async function findTheme(themeId: number): Promise<TThemeResponse> {
    const row = (await allThemes()).find((theme) => theme.id === themeId);
    if (!row) throw notFound(ERROR_CODES.unknownTheme);
    return toResponse(row);
  }

  return {
    findTheme,

    /** The theme whose hosts include the page's host; an unknown host gets the registrar's theme. */
    async findThemeByOrigin(url: string): Promise<TThemeResponse> {
      const host = hostOf(url);
      const match = (await allThemes()).find((row) => row.hosts.includes(host));
      if (match && match.config.isAvailable) return toResponse(match);
      return findTheme(DEFAULT_THEME_ID);
    },

    /** The host names a theme's site answers on (empty for an unknown theme). */
    async themeHosts(themeId: number): Promise<string[]> {
      return (await allThemes()).find((theme) => theme.id === themeId)?.hosts ?? [];
    },

    async themeExists(themeId: number): Promise<boolean> {
      return (await allThemes()).some((theme) => theme.id === themeId);
    },

    /** Puts a theme in or out of maintenance. */
    async setThemeAlive(themeId: number, alive: boolean): Promise<TThemeResponse> {
      const row = await deps.themes.updateAlive(themeId, alive);
      cached = undefined;
      if (!row) throw notFound(ERROR_CODES.unknownTheme);
      return toResponse(row);
    },
  };
}

export type TThemeService = ReturnType<typeof createThemeService>;

/**
 * The theme a page gets: the one of its origin. Outside production only, a theme the browser
 * holds (the demo switcher) is answered instead, once the url is checked.
 */
export async function pageTheme(
  deps: { theme: TThemeService; isProduction: boolean },
  request: { url: string; themeId?: number },
): Promise<TThemeResponse> {
  if (request.themeId === undefined || deps.isProduction) return deps.theme.findThemeByOrigin(request.url);
  hostOf(request.url);
  return deps.theme.findTheme(request.themeId);
}
