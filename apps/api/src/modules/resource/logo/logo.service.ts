import { ERROR_CODES, type TLogo } from '@nomina/domain';
import { badRequest, notFound } from '../../../lib/app-error';
import type { TIssuersRepository } from '../issuers/issuers.repository';

/** The logo of an issuer (by emetIden) or of a theme's own issuer (by themeId). */
export async function findLogo(
  deps: { issuers: Pick<TIssuersRepository, 'findWithTheme'> },
  query: { emetIden?: number; themeId?: number },
): Promise<TLogo> {
  const { emetIden, themeId } = query;
  if (emetIden === undefined && themeId === undefined)
    throw badRequest(ERROR_CODES.validation, { emetIden: 'emetIden or themeId required' });
  const row = await deps.issuers.findWithTheme(emetIden !== undefined ? { emetIden } : { themeId: themeId! });
  if (!row) throw notFound(emetIden !== undefined ? ERROR_CODES.unknownIssuer : ERROR_CODES.unknownTheme);
  return { themeId: row.themeId, emetIden: row.emetIden, logo: row.config.logo, alt: row.emetLibe };
}
