import { expect, type Page } from '@playwright/test';
import { text } from './api';
import { expectDashboard, loginAs, type TTexts } from './login';

/**
 * Logs in and lands on the dashboard; for a multi-account user, `tituNume` names the account to
 * choose (its issuer's theme then dresses the portal).
 */
export async function signInAs(page: Page, texts: TTexts, login: string, tituNume?: string): Promise<void> {
  await loginAs(page, texts, login);
  if (tituNume) {
    await expect(page).toHaveURL(/#\/select-account$/);
    await page
      .getByRole('list', { name: text(texts, 'selectaccount.title') })
      .getByRole('button')
      .filter({ hasText: tituNume })
      .click();
  }
  // The dashboard rendered, not just its URL: a journey's next navigation must not race the
  // account choice's own way to the dashboard.
  await expectDashboard(page);
}

/** The sideways overflow of the page, 0 when nothing scrolls horizontally. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
