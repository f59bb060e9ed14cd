import type { Page } from '@playwright/test';
import { text } from './api';
import type { TTexts } from './login';

/** Opens a settings page from the side menu, as a person does: the group, then the entry. */
export async function openFromMenu(
  page: Page,
  fr: TTexts,
  groupKey: string,
  entryKey: string,
): Promise<void> {
  const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
  const entry = menu.getByRole('link', { name: text(fr, entryKey), exact: true });
  if (!(await entry.isVisible())) {
    const burger = page.getByTestId('menu-burger');
    if (!(await menu.isVisible()) && (await burger.isVisible())) await burger.click();
    await menu.getByRole('button', { name: new RegExp(text(fr, groupKey)) }).click();
  }
  await entry.click();
}
