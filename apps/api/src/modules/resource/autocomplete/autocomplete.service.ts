import { DEFAULT_THEME_ID, ERROR_CODES, normaliseLanguage, type TIssuer } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { searchMigrated } from '../issuers/issuers.repository';
import { themeExists } from '../theme/theme.service';

/**
 * Migrated issuers matching `expression` ('*' for all) by label or code. The registrar's theme
 * sees every migrated issuer; an issuer theme sees only its own. An unknown language or theme
 * is a 404.
 */
export async function searchMigratedIssuers(
  deps: { db: TDatabase },
  query: { lang: string; expression: string; themeId: number },
): Promise<TIssuer[]> {
  if (!normaliseLanguage(query.lang)) throw notFound(ERROR_CODES.unknownLanguage);
  if (!(await themeExists(deps.db, query.themeId))) throw notFound(ERROR_CODES.unknownTheme);
  return searchMigrated(
    deps.db,
    query.expression.trim(),
    query.themeId === DEFAULT_THEME_ID ? null : query.themeId,
  );
}
