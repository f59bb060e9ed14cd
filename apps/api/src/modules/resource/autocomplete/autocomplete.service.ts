import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { DEFAULT_THEME_ID, type TIssuer } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { issuers } from '../../../db/schema';

/** Escapes LIKE wildcards so a user's `%` or `_` is searched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Migrated issuers matching `expression` ('*' for all) by label or code. The registrar's theme
 * sees every migrated issuer; an issuer theme sees only its own.
 */
export async function searchMigratedIssuers(
  db: TDatabase,
  expression: string,
  themeId: number,
): Promise<TIssuer[]> {
  const text = expression.trim();
  const byTheme = themeId === DEFAULT_THEME_ID ? undefined : eq(issuers.themeId, themeId);
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
}
