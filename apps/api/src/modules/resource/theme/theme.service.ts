import { eq, sql } from 'drizzle-orm';
import { DEFAULT_THEME_ID, ERROR_CODES, type TThemeResponse } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { themes } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/app-error';

type TThemeRow = typeof themes.$inferSelect;

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

/** The theme whose hosts include the page's host; an unknown host gets the registrar's theme. */
export async function findThemeByOrigin(db: TDatabase, url: string): Promise<TThemeResponse> {
  const host = hostOf(url);
  const [match] = await db.select().from(themes).where(sql`${host} = any(${themes.hosts})`).limit(1);
  if (match && match.config.isAvailable) return toResponse(match);
  return findTheme(db, DEFAULT_THEME_ID);
}

export async function findTheme(db: TDatabase, themeId: number): Promise<TThemeResponse> {
  const [row] = await db.select().from(themes).where(eq(themes.id, themeId));
  if (!row) throw notFound(ERROR_CODES.unknownTheme);
  return toResponse(row);
}

export async function themeExists(db: TDatabase, themeId: number): Promise<boolean> {
  const [row] = await db.select({ id: themes.id }).from(themes).where(eq(themes.id, themeId));
  return Boolean(row);
}

/** Puts a theme in or out of maintenance. */
export async function setThemeAlive(db: TDatabase, themeId: number, alive: boolean): Promise<TThemeResponse> {
  const [row] = await db.update(themes).set({ alive }).where(eq(themes.id, themeId)).returning();
  if (!row) throw notFound(ERROR_CODES.unknownTheme);
  return toResponse(row);
}
