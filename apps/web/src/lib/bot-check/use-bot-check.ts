import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getThemeState } from '../theme/theme-store';
import { fetchBotChallenge, isBotCheckActivated } from './bot-check-api';
import { solveBotChallenge } from './solve-bot-challenge';

export type TBotCheck = {
  /**
   * A fresh, single-use token for the action, or '' when CAPTCHA_ACTIVATED is not '1' (an empty
   * token makes the server skip the check). Rejects with an ApiError when the check cannot run.
   */
  getToken: (action: string) => Promise<string>;
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
  return { getToken };
}

/** Spec 1 §4 bot check (CAPTCHA_ACTIVATED of the theme's issuer; ALTCHA or reCAPTCHA v3). */
export function useBotCheck(): TBotCheck {
  const queryClient = useQueryClient();
  return useMemo(() => createBotCheck(queryClient), [queryClient]);
}
