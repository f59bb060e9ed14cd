import { UI_TIMINGS } from '@nomina/domain';

/** Whether the login page has already been shown in this document (a later, in-app visit). */
let hasShownLoginPage = false;

/**
 * How long the login loader still covers the page once it is ready to show (spec 1 §2: hidden
 * after 1 s). On the first screen of a visit the ring that index.html draws has covered the page
 * while its code and texts loaded, so the page shows as soon as it is ready: the loader never
 * holds the form back (issue 15), and a page that takes longer than the second still shows only
 * once it is loaded. A later visit (after a logout) is covered for the whole second.
 */
export function loginLoaderRemainingMs(
  isFirstScreen: boolean,
  hideAfterMs: number = UI_TIMINGS.loginLoaderHideMs,
): number {
  return isFirstScreen ? 0 : hideAfterMs;
}

/** The remaining time for the login page now starting. */
export const loginLoaderDelay = () => loginLoaderRemainingMs(!hasShownLoginPage);

/** Called when the loader hides: later visits of the login page are in-app ones. */
export function markLoginPageShown(): void {
  hasShownLoginPage = true;
}
