import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { themes } from '../../../db/schema';

export type TThemeRow = typeof themes.$inferSelect;

/** The themes (a handful of rows): one query per method. */
export function createThemeRepository(db: TDatabase) {
  return {
    async selectAll(): Promise<TThemeRow[]> {
      return db.select().from(themes);
    },

    async updateAlive(themeId: number, alive: boolean): Promise<TThemeRow | null> {
      const [row] = await db.update(themes).set({ alive }).where(eq(themes.id, themeId)).returning();
      return row ?? null;
    },
  };
}

export type TThemeRepository = ReturnType<typeof createThemeRepository>;
