import { UI_TIMINGS } from '@nomina/domain';

/** Whether the login page has already been shown in this document (a later, in-app visit). */
let hasShownLoginPage = false;

/**
 * How long the login loader still covers the page once it is ready to show (spec 1 §2: hidden
 * after 1 s). On the first screen of a visit the second counts from the navigation's start, so
 * the time spent fetching and starting the code is part of it instead of added to it; on a later
 * visit (after a logout) it counts from the page's own start.
 */
export function loginLoaderRemainingMs(
  elapsedSinceNavigationMs: number,
  isFirstScreen: boolean,
  hideAfterMs: number = UI_TIMINGS.loginLoaderHideMs,
): number {
  return isFirstScreen ? Math.max(0, hideAfterMs - elapsedSinceNavigationMs) : hideAfterMs;
}

/** The remaining time for the login page now starting. */
export const loginLoaderDelay = () => loginLoaderRemainingMs(performance.now(), !hasShownLoginPage);

/** Called when the loader hides: later visits of the login page are in-app ones. */
export function markLoginPageShown(): void {
  hasShownLoginPage = true;
}
