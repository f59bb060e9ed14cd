import type { TThemeResponse } from '@nomina/domain';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Structural check of POST resource/theme's answer. Deliberately not ZThemeResponse.parse: zod
 * would add about 26 KB gzip to the login page for one check (the server validates with it).
 */
export function isThemeResponse(value: unknown): value is TThemeResponse {
  if (!isObject(value) || !isObject(value.config)) return false;
  const { config } = value;
  const { head, colors, login, maintenance } = config;
  return (
    Number.isInteger(value.themeId) &&
    typeof value.alive === 'boolean' &&
    typeof value.allowLegacyUser === 'boolean' &&
    isString(config.logo) &&
    isObject(head) &&
    isString(head.title) &&
    isString(head.favicon) &&
    isObject(colors) &&
    [colors.primary, colors.primaryDark, colors.accent, colors.surface].every(isString) &&
    isObject(login) &&
    isObject(login.getMyAccess) &&
    isObject(maintenance)
  );
}
