import type { FastifyInstance } from 'fastify';
import { themeServiceOf, type TThemeService } from '../../resource';

/**
 * The themes the old-account login is checked against: the resource module's service, so its
 * answer and its few seconds' cache are the theme call's own.
 */
export function legacyAccessThemes(app: FastifyInstance): Pick<TThemeService, 'findThemeByOrigin'> {
  return themeServiceOf(app.db);
}
