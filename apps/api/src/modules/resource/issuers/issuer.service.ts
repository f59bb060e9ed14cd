import { ALL_ISSUERS, ERROR_CODES } from '@nomina/domain';
import { notFound } from '../../../lib/app-error';
import type { TThemeService } from '../theme/theme.service';
import type { TIssuerRow, TIssuersRepository } from './issuers.repository';

export type { TIssuerRow } from './issuers.repository';

/** The issuer, or a 404 naming it unknown. */
export async function findIssuer(
  deps: { issuers: Pick<TIssuersRepository, 'findById'> },
  emetIden: number,
): Promise<TIssuerRow> {
  const row = await deps.issuers.findById(emetIden);
  if (!row) throw notFound(ERROR_CODES.unknownIssuer);
  return row;
}

/**
 * The issuer whose settings rule a page: the first issuer of the theme of the page's address.
 * An address that is not a page's, or a theme without an issuer, gets the register-wide
 * settings (ALL_ISSUERS).
 */
export async function issuerOfPage(
  deps: {
    issuers: Pick<TIssuersRepository, 'firstOfTheme'>;
    theme: Pick<TThemeService, 'findThemeByOrigin'>;
  },
  page: string,
): Promise<number> {
  let themeId: number;
  try {
    themeId = (await deps.theme.findThemeByOrigin(page)).themeId;
  } catch {
    return ALL_ISSUERS;
  }
  return (await deps.issuers.firstOfTheme(themeId)) ?? ALL_ISSUERS;
}
