import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { issuers, themes } from '../../../db/schema';

export type TThemeRow = typeof themes.$inferSelect;

/** A theme with the issuers dressed in it (the maintenance check finds an account's theme here). */
export type TThemeWithIssuers = TThemeRow & { issuers: number[] };

/** The themes (a handful of rows): one query per method. */
export function createThemeRepository(db: TDatabase) {
  return {
    /** Every theme with its issuers' ids, in one statement. */
    async selectAll(): Promise<TThemeWithIssuers[]> {
      return db
        .select({
          ...getTableColumns(themes),
          issuers: sql<
            number[]
          >`coalesce(array_agg(${issuers.emetIden}) filter (where ${issuers.emetIden} is not null), '{}')`,
        })
        .from(themes)
        .leftJoin(issuers, eq(issuers.themeId, themes.id))
        .groupBy(themes.id);
    },

    async updateAlive(themeId: number, alive: boolean): Promise<TThemeRow | null> {
      const [row] = await db.update(themes).set({ alive }).where(eq(themes.id, themeId)).returning();
      return row ?? null;
    },
  };
}

export type TThemeRepository = ReturnType<typeof createThemeRepository>;
