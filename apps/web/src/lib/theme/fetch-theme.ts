import { SESSION_KEYS, STORAGE_KEYS, type TThemeResponse } from '@nomina/domain';
import { IS_PRODUCTION_BUILD } from '../env';
import { http } from '../http/http-client';
import { isAuthenticated } from '../session/user-access';
import { sessionCache, storage } from '../storage/storage';
import { FALLBACK_THEME } from './fallback-config';
import { takeFirstThemeCall } from './first-theme-call';
import { isThemeResponse } from './is-theme-response';

type TThemeChoice = { storedThemeId: number | null; isAuthenticated: boolean; isProduction: boolean };

/**
 * Spec 1 §4 / spec 3 §4: the theme comes from the page origin, but a stored theme wins for a
 * signed-in user, and in non-production builds once the demo switcher stored one.
 */
export function pickStoredThemeId({
  storedThemeId,
  isAuthenticated: isSignedIn,
  isProduction,
}: TThemeChoice): number | null {
  if (storedThemeId === null || !Number.isInteger(storedThemeId)) return null;
  return isSignedIn || !isProduction ? storedThemeId : null;
}

/**
 * The theme a signed-in user's session already received for its stored theme, if any: spec 1 §4
 * skips the theme call then. The answer lives in session storage, which logout clears. Only a
 * live one counts: a saved maintenance answer would keep the tab in maintenance after it ended
 * (one saved by an earlier build is asked again).
 */
function storedAnswerFor(themeId: number | null): TThemeResponse | null {
  if (themeId === null || !isAuthenticated()) return null;
  const answer = sessionCache.get<unknown>(SESSION_KEYS.themeResponse);
  return isThemeResponse(answer) && answer.alive && answer.themeId === themeId ? answer : null;
}

/**
 * Saves a signed-in user's live answer for the session. A maintenance answer also drops the one
 * saved before, so a reload during maintenance asks again instead of opening the portal.
 */
function rememberAnswer(answer: TThemeResponse, themeId: number | null): void {
  if (!answer.alive) sessionCache.remove(SESSION_KEYS.themeResponse);
  else if (isAuthenticated() && answer.themeId === themeId)
    sessionCache.set(SESSION_KEYS.themeResponse, answer);
}

type TFetchThemeOptions = {
  /** Ask the server even when the session saved an answer: the maintenance page's recheck. */
  mustAsk?: boolean;
};

/** POST resource/theme with the page origin; any failure gives the spec's defaults. */
export async function fetchTheme({ mustAsk = false }: TFetchThemeOptions = {}): Promise<TThemeResponse> {
  const themeId = pickStoredThemeId({
    storedThemeId: storage.get<number>(STORAGE_KEYS.theme),
    isAuthenticated: isAuthenticated(),
    isProduction: IS_PRODUCTION_BUILD,
  });
  const stored = mustAsk ? null : storedAnswerFor(themeId);
  if (stored) return stored;
  try {
    const body = { url: window.location.origin, ...(themeId === null ? {} : { themeId }) };
    const call = () =>
      http<unknown>('/resource/theme', { method: 'POST', body, skipAuth: true, hiddenReq: true });
    // The page's first script may have made this very call already (first-theme-call.ts); when
    // it failed, the call is made again here, so a failure is handled as it always was.
    const first = themeId === null ? takeFirstThemeCall() : undefined;
    const answer = await (first ? first.catch(call) : call());
    if (!isThemeResponse(answer)) return FALLBACK_THEME;
    rememberAnswer(answer, themeId);
    return answer;
  } catch {
    return FALLBACK_THEME;
  }
}

/** The demo switcher: remember the theme and reload so every layer picks it up. */
export function switchTheme(themeId: number): void {
  storage.set(STORAGE_KEYS.theme, themeId);
  sessionCache.remove(SESSION_KEYS.themeResponse);
  window.location.reload();
}
