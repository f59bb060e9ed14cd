import { DEFAULT_LANGUAGE } from '@nomina/domain';
import type { TPreload } from '../../../plugins/web-page';
import type { TThemeService } from './theme.service';

/**
 * What the login page of a page origin fetches once its code has run: the texts of its theme in
 * the default language (a visitor who chose another one fetches theirs as before) and its logo,
 * the largest thing the first screen draws. index.html has the browser start both beside the
 * code (issue 15 §5: no request waterfall).
 */
export function firstScreenPreloads(themes: Pick<TThemeService, 'findThemeByOrigin'>) {
  return async (origin: string): Promise<TPreload[]> => {
    const theme = await themes.findThemeByOrigin(origin);
    return [
      { href: `/api/v1/resource/traduction/${DEFAULT_LANGUAGE}/${theme.themeId}`, as: 'fetch' },
      ...(theme.config.logo ? [{ href: theme.config.logo, as: 'image' as const }] : []),
    ];
  };
}
