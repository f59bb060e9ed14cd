import type { Page } from '@playwright/test';
import type { TOstEvent } from '@nomina/domain';
import { text } from './api';
import { expect } from './fixtures';
import { DEMO_PASSWORD, type TTexts } from './login';

/**
 * Opens a corporate-actions page from the side menu as a person does, and gives the events the
 * page received from `GET business/ost` (what the amounts on screen are checked against).
 */
export async function openOstFromMenu(
  page: Page,
  fr: TTexts,
  moduleKey: 'ost_pda' | 'ost_ak',
  /** False on a return within the cache's freshness, when the page asks the server nothing. */
  readsEvents = true,
): Promise<TOstEvent[]> {
  const answer = readsEvents
    ? page.waitForResponse((response) => response.url().includes('/api/v1/business/ost?'))
    : null;
  const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
  const group = menu.getByRole('button', { name: text(fr, 'menu.ost') });
  const link = menu.getByRole('link', { name: text(fr, `menu.${moduleKey}`) });
  // The menu opens the group of the current route by itself: open ours until its link shows.
  await expect(async () => {
    if (!(await link.isVisible())) await group.click();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: text(fr, `menu.${moduleKey}`) })).toBeVisible();
  return answer ? ((await (await answer).json()) as TOstEvent[]) : [];
}

/** Confirms the answer with the password in the shared modal, up to the confirmation step. */
export async function confirmOstWithPassword(page: Page, fr: TTexts): Promise<void> {
  const modal = page.getByRole('dialog', { name: text(fr, 'password.confirm.title') });
  await modal
    .getByRole('textbox', { name: text(fr, 'password.confirm.label'), exact: true })
    .fill(DEMO_PASSWORD);
  await modal.getByRole('button', { name: text(fr, 'password.confirm.button.validate') }).click();
  await expect(page.getByTestId('ost-confirm')).toBeVisible();
  await expect(page.getByRole('heading', { name: text(fr, 'ost.confirm.title') })).toBeVisible();
}

/** Chooses a radio from the keyboard (the sticky header may cover it for a click). */
export async function chooseRadio(page: Page, name: string): Promise<void> {
  const control = page.getByRole('radio', { name, exact: true });
  await control.focus();
  await page.keyboard.press('Space');
  await expect(control).toBeChecked();
}
