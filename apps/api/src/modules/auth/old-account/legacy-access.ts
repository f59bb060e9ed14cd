import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, offersVariant, type TOldAccountVariant } from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import type { TThemeService } from '../../resource';

/**
 * The page a request comes from: its Origin, else its Referer, as the bot check reads it; a
 * request without one (a script) is ruled by the host it was sent to, never by its body.
 */
export function pageOf(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>): string {
  const page = request.headers.origin ?? request.headers.referer;
  return typeof page === 'string' && page !== 'null' ? page : `${request.protocol}://${request.host}`;
}

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
