import { ERROR_CODES } from '@nomina/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toErrorCode } from '../http/api-error';
import { getThemeState } from '../theme/theme-store';
import { fetchBotChallenge, isBotCheckActivated, verifyBotToken } from './bot-check-api';
import { solveBotChallenge } from './solve-bot-challenge';

/** Outcome of verify(): errorCode is the translation key for the spec's bot-check modal. */
export type TBotCheckResult = { ok: boolean; token: string; errorCode: string | null };

export type TBotCheck = {
  /**
   * A fresh, single-use token for the action, or '' when CAPTCHA_ACTIVATED is not '1' (an empty
   * token makes the server skip the check). Rejects with an ApiError when the check cannot run.
   */
  getToken: (action: string) => Promise<string>;
  /**
   * getToken then POST external/recaptcha/verify (version v3). The token is spent by this call.
   * On failure show the spec 1 §8 modal: title api.technical.error.title, body errorCode.
   */
  verify: (action: string) => Promise<TBotCheckResult>;
};

/** Theme 1 when called before the theme is known (tests, very early calls). */
function currentThemeId(): number {
  return getThemeState()?.themeId ?? 1;
}

/** The bot check over a query client (the hook's, or a test's). */
export function createBotCheck(queryClient: QueryClient): TBotCheck {
  const getToken = async (action: string): Promise<string> => {
    if (!(await isBotCheckActivated(queryClient, currentThemeId()))) return '';
    return solveBotChallenge(await fetchBotChallenge(), action);
  };
  const verify = async (action: string): Promise<TBotCheckResult> => {
    let token = '';
    try {
      token = await getToken(action);
      if (!token) return { ok: true, token, errorCode: null };
      const isHuman = await verifyBotToken(token, action);
      return { ok: isHuman, token, errorCode: isHuman ? null : ERROR_CODES.technical };
    } catch (error) {
      return { ok: false, token, errorCode: toErrorCode(error) };
    }
  };
  return { getToken, verify };
}

/** Spec 1 §4 bot check (CAPTCHA_ACTIVATED of the theme's issuer; ALTCHA or reCAPTCHA v3). */
export function useBotCheck(): TBotCheck {
  const queryClient = useQueryClient();
  return useMemo(() => createBotCheck(queryClient), [queryClient]);
}
