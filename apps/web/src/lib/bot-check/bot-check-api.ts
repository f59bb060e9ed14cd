import type { TCaptchaChallenge } from '@nomina/domain';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../http/http-client';
import { siteParameterQuery } from '../query/site-parameter';
import { themeIssuerQuery } from '../theme/use-theme-issuer';

export type TBotChallenge = TCaptchaChallenge;

/**
 * CAPTCHA_ACTIVATED of the theme's own issuer (resource/logo gives its emetIden), through the
 * one query of each resource, read once per theme (no staleness for this read). Any failure
 * counts as "off", as spec 1 §8 lets data fetches fall back silently. Both resources are public
 * (the resource module has no requireAuth): a visitor has no token, so the calls carry none.
 */
export async function isBotCheckActivated(queryClient: QueryClient, themeId: number): Promise<boolean> {
  try {
    const logo = await queryClient.fetchQuery(themeIssuerQuery(themeId));
    const parameter = await queryClient.fetchQuery({
      ...siteParameterQuery(logo.emetIden, 'CAPTCHA_ACTIVATED'),
      staleTime: Infinity,
    });
    return parameter.paramValue.trim() === '1';
  } catch {
    return false;
  }
}

export function fetchBotChallenge(): Promise<TBotChallenge> {
  return http<TBotChallenge>('/external/recaptcha/challenge', { skipAuth: true, hiddenReq: true });
}
