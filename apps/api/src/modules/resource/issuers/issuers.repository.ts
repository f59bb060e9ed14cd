import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TIssuer } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { issuers, themes } from '../../../db/schema';

export type TIssuerRow = typeof issuers.$inferSelect;

/** Escapes LIKE wildcards so a user's `%` or `_` is searched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The issuers (reference data): one query per method. */
export function createIssuersRepository(db: TDatabase) {
  return {
    async findById(emetIden: number): Promise<TIssuerRow | null> {
      const [row] = await db.select().from(issuers).where(eq(issuers.emetIden, emetIden));
      return row ?? null;
    },

    /** The first issuer (lowest emetIden) of a theme, or null when the theme has none. */
    async firstOfTheme(themeId: number): Promise<number | null> {
      const [issuer] = await db
        .select({ emetIden: issuers.emetIden })
        .from(issuers)
        .where(eq(issuers.themeId, themeId))
        .orderBy(issuers.emetIden)
        .limit(1);
      return issuer?.emetIden ?? null;
    },

    /** An issuer with its theme's config: by its own id, or the first one of a theme. */
    async findWithTheme(by: { emetIden: number } | { themeId: number }) {
      const query = db
        .select({
          emetIden: issuers.emetIden,
          emetLibe: issuers.emetLibe,
          themeId: themes.id,
          config: themes.config,
        })
        .from(issuers)
        .innerJoin(themes, eq(themes.id, issuers.themeId));
      const [row] = await (
        'emetIden' in by
          ? query.where(eq(issuers.emetIden, by.emetIden))
          : query.where(eq(themes.id, by.themeId))
      )
        .orderBy(issuers.emetIden)
        .limit(1);
      return row ?? null;
    },

    /**
     * Migrated issuers matching `text` ('*' for all) by label or code, of one theme or (themeId
     * null) of every theme; 50 at most, by label.
     */
    async searchMigrated(text: string, themeId: number | null): Promise<TIssuer[]> {
      const byTheme = themeId === null ? undefined : eq(issuers.themeId, themeId);
      const byText =
        text === '*'
          ? undefined
          : or(
              sql`unaccent_fold(${issuers.emetLibe}) ilike unaccent_fold(${`%${escapeLike(text)}%`})`,
              ilike(sql`${issuers.emetIden}::text`, `${escapeLike(text)}%`),
            );
      return db
        .select({ emetIden: issuers.emetIden, emetLibe: issuers.emetLibe })
        .from(issuers)
        .where(and(eq(issuers.migrated, true), byTheme, byText))
        .orderBy(asc(issuers.emetLibe))
        .limit(50);
    },
  };
}

export type TIssuersRepository = ReturnType<typeof createIssuersRepository>;
