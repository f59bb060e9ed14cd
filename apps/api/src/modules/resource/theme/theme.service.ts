import { DEFAULT_THEME_ID, ERROR_CODES, type TThemeResponse } from '@nomina/domain';
import { badRequest, notFound } from '../../../lib/app-error';
import type { TThemeRepository, TThemeRow, TThemeWithIssuers } from './theme.repository';

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
 * a few seconds, with the issuers of each (the maintenance check of every call reads them). A
 * change made through this service (setThemeAlive) is seen at once; one made elsewhere as soon as
 * the read cache hears of it (`changes`, migration 0027), else within THEME_CACHE_MS. One service
 * is built per database (theme.deps.ts), so every module reads and invalidates the same cache.
 */
const THEME_CACHE_MS = 3000;

type TSnapshot = { themes: TThemeWithIssuers[]; themeOfIssuer: Map<number, number> };

const snapshotOf = (themes: TThemeWithIssuers[]): TSnapshot => ({
  themes,
  themeOfIssuer: new Map(themes.flatMap((theme) => theme.issuers.map((emetIden) => [emetIden, theme.id]))),
});

/** The host of a page address, or null when it is not an http(s) URL. */
const hostOrNull = (url: string): string | null => {
  try {
    return hostOf(url);
  } catch {
    return null;
  }
};

export function createThemeService(deps: {
  themes: TThemeRepository;
  /** A number that changes whenever the themes or the issuers' themes may have changed. */
  changes?: () => number;
}) {
  const changes = deps.changes ?? (() => 0);
  let cached: { snapshot: Promise<TSnapshot>; until: number; change: number } | undefined;

  function snapshot(): Promise<TSnapshot> {
    const entry = cached;
    const change = changes();
    if (entry && entry.until > Date.now() && entry.change === change) return entry.snapshot;
    // Keep the promise of the result: every caller within the window shares one read.
    const loaded = deps.themes.selectAll().then(snapshotOf);
    cached = { snapshot: loaded, until: Date.now() + THEME_CACHE_MS, change };
    loaded.catch(() => {
      cached = undefined;
    });
    return loaded;
  }

  const allThemes = async () => (await snapshot()).themes;

  /** The theme a host is dressed in: its own when available, else the registrar's. */
  const themeOfHost = (themes: TThemeWithIssuers[], host: string | null) =>
    themes.find((row) => host !== null && row.hosts.includes(host) && row.config.isAvailable) ??
    themes.find((row) => row.id === DEFAULT_THEME_ID);

  async function findTheme(themeId: number): Promise<TThemeResponse> {
    const row = (await allThemes()).find((theme) => theme.id === themeId);
    if (!row) throw notFound(ERROR_CODES.unknownTheme);
    return toResponse(row);
  }

  return {
    findTheme,

    /** The theme whose hosts include the page's host; an unknown host gets the registrar's theme. */
    async findThemeByOrigin(url: string): Promise<TThemeResponse> {
      const match = themeOfHost(await allThemes(), hostOf(url));
      if (match) return toResponse(match);
      return findTheme(DEFAULT_THEME_ID);
    },

    /**
     * Whether a call may be served (spec 1 §4, maintenance): the theme of its page is alive and,
     * for a chosen account, so is the theme of the account's issuer. A page that is not an
     * address counts as an unknown host. In memory: no query in the steady state.
     */
    async isServing(call: { page: string; emetIden: number | null }): Promise<boolean> {
      const { themes, themeOfIssuer } = await snapshot();
      if (themeOfHost(themes, hostOrNull(call.page))?.alive === false) return false;
      if (call.emetIden === null) return true;
      const issuerTheme = themeOfIssuer.get(call.emetIden);
      return themes.find((theme) => theme.id === issuerTheme)?.alive !== false;
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
 * holds (the demo switcher) is answered instead, once the url is checked. The theme the browser
 * holds is a signed-in holder's account's: the server refuses calls while the page's theme or the
 * account's is in maintenance (plugins/maintenance.ts), so the answer is in maintenance when
 * either is, and the page shows it rather than calling in vain. In production the held theme adds
 * nothing else: the origin dresses the page.
 */
export async function pageTheme(
  deps: { theme: TThemeService; isProduction: boolean },
  request: { url: string; themeId?: number },
): Promise<TThemeResponse> {
  const origin = await deps.theme.findThemeByOrigin(request.url);
  const { themeId } = request;
  if (themeId === undefined || themeId === origin.themeId) return origin;
  if (deps.isProduction) {
    const isHeldDown =
      (await deps.theme.themeExists(themeId)) && !(await deps.theme.findTheme(themeId)).alive;
    return isHeldDown ? { ...origin, alive: false } : origin;
  }
  const held = await deps.theme.findTheme(themeId);
  return { ...held, alive: held.alive && origin.alive };
}
