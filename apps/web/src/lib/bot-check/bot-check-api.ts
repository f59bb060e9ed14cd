import { SITE_PARAMETERS, type TCaptchaChallenge, type TLogo, type TSiteParameter } from '@nomina/domain';
import { http } from '../http/http-client';

export type TBotChallenge = TCaptchaChallenge;

const activation = new Map<number, Promise<boolean>>();

/**
 * CAPTCHA_ACTIVATED of the theme's own issuer (GET resource/logo gives its emetIden), read once
 * per theme. Any failure counts as "off", as spec 1 §8 lets data fetches fall back silently.
 */
export function isBotCheckActivated(themeId: number): Promise<boolean> {
  let known = activation.get(themeId);
  if (!known) {
    known = (async () => {
      const logo = await http<TLogo>('/resource/logo', {
        skipAuth: true,
        hiddenReq: true,
        query: { themeId },
      });
      const parameter = await http<TSiteParameter>('/resource/parametreSite', {
        skipAuth: true,
        hiddenReq: true,
        query: { emetIden: logo.emetIden, paramName: SITE_PARAMETERS.CAPTCHA_ACTIVATED },
      });
      return parameter.paramValue.trim() === '1';
    })().catch(() => false);
    activation.set(themeId, known);
  }
  return known;
}

export function fetchBotChallenge(): Promise<TBotChallenge> {
  return http<TBotChallenge>('/external/recaptcha/challenge', { skipAuth: true, hiddenReq: true });
}

/** POST external/recaptcha/verify (spec 1 §7). Spends the token: it is single use. */
export async function verifyBotToken(captchaToken: string, action: string): Promise<boolean> {
  const answer = await http<{ success: boolean }>('/external/recaptcha/verify', {
    method: 'POST',
    skipAuth: true,
    body: { captchaToken, version: 'v3', action },
  });
  return answer.success;
}
