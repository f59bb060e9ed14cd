import { ERROR_CODES, offersVariant, type TOldAccountVariant } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import type { TThemeService } from '../../resource';

/**
 * The server's side of the page hiding the old-account login (spec 1 §6): the theme of the
 * requesting page, found as the theme call finds it, must offer the variant; otherwise 403, before
 * any credential is read or attempt counted.
 */
export async function requireLegacyAccess(
  themes: Pick<TThemeService, 'findThemeByOrigin'>,
  page: string,
  variant: TOldAccountVariant,
): Promise<void> {
  const theme = await themes.findThemeByOrigin(page);
  const access = { allowLegacyUser: theme.allowLegacyUser, getMyAccess: theme.config.login.getMyAccess };
  if (!offersVariant(access, variant)) throw new AppError(403, ERROR_CODES.moduleRefused);
}
