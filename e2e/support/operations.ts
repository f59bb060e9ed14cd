import type { Page } from '@playwright/test';
import { text } from './api';
import type { TTexts } from './login';

/** Opens an entry of the Operations group of the side menu, as a person does. */
export async function openOperationsEntry(page: Page, fr: TTexts, entry: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
  const group = menu.getByRole('button', { name: text(fr, 'menu.passage_operations') });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByRole('link', { name: text(fr, entry) }).click();
}
