import { DEFAULT_THEME_ID, ERROR_CODES, normaliseLanguage, type TIssuer } from '@nomina/domain';
import { notFound } from '../../../lib/app-error';
import type { TIssuersRepository } from '../issuers/issuers.repository';
import type { TThemeService } from '../theme/theme.service';

/**
 * Migrated issuers matching `expression` ('*' for all) by label or code. The registrar's theme
 * sees every migrated issuer; an issuer theme sees only its own. An unknown language or theme
 * is a 404.
 */
export async function searchMigratedIssuers(
  deps: { issuers: Pick<TIssuersRepository, 'searchMigrated'>; theme: Pick<TThemeService, 'themeExists'> },
  query: { lang: string; expression: string; themeId: number },
): Promise<TIssuer[]> {
  if (!normaliseLanguage(query.lang)) throw notFound(ERROR_CODES.unknownLanguage);
  if (!(await deps.theme.themeExists(query.themeId))) throw notFound(ERROR_CODES.unknownTheme);
  return deps.issuers.searchMigrated(
    query.expression.trim(),
    query.themeId === DEFAULT_THEME_ID ? null : query.themeId,
  );
}
