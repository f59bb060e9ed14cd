import { ALL_ISSUERS, ERROR_CODES } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { findThemeByOrigin } from '../theme/theme.service';
import { findIssuerById, firstIssuerOfTheme, type TIssuerRow } from './issuers.repository';

export type { TIssuerRow } from './issuers.repository';

/** The issuer, or a 404 naming it unknown. */
export async function findIssuer(db: TDatabase, emetIden: number): Promise<TIssuerRow> {
  const row = await findIssuerById(db, emetIden);
  if (!row) throw notFound(ERROR_CODES.unknownIssuer);
  return row;
}

/**
 * The issuer whose settings rule a page: the first issuer of the theme of the page's address.
 * An address that is not a page's, or a theme without an issuer, gets the register-wide
 * settings (ALL_ISSUERS).
 */
export async function issuerOfPage(db: TDatabase, page: string): Promise<number> {
  let themeId: number;
  try {
    themeId = (await findThemeByOrigin(db, page)).themeId;
  } catch {
    return ALL_ISSUERS;
  }
  return (await firstIssuerOfTheme(db, themeId)) ?? ALL_ISSUERS;
}
