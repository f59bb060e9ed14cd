import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { themes } from '../../../db/schema';

export type TThemeRow = typeof themes.$inferSelect;

/** The themes (a handful of rows): one query per function. */
export async function selectAllThemes(db: TDatabase): Promise<TThemeRow[]> {
  return db.select().from(themes);
}

export async function updateThemeAlive(
  db: TDatabase,
  themeId: number,
  alive: boolean,
): Promise<TThemeRow | null> {
  const [row] = await db.update(themes).set({ alive }).where(eq(themes.id, themeId)).returning();
  return row ?? null;
}
