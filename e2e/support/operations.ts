import { expect, type Page } from '@playwright/test';
import { text } from './api';
import { DEMO_PASSWORD, type TTexts } from './login';

/** Opens an entry of the Operations group of the side menu, as a person does. */
export async function openOperationsEntry(page: Page, fr: TTexts, entry: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
  const group = menu.getByRole('button', { name: text(fr, 'menu.passage_operations') });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByRole('link', { name: text(fr, entry) }).click();
}

/** Picks the first day the order calendar offers (weekends and closed days are not offered). */
export async function pickFirstAllowedDay(page: Page, fr: TTexts): Promise<void> {
  await page.getByRole('button', { name: text(fr, 'operations.field.dateValidite') }).click();
  const calendar = page.getByRole('dialog');
  await calendar.locator('table button:not([disabled]):not([data-outside])').first().click();
  await expect(calendar).toBeHidden();
}

/** Confirms an order in the password modal (spec 2 §2), with the demo password. */
export async function confirmWithPassword(page: Page, fr: TTexts, button: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: text(fr, 'password.confirm.title') });
  await modal.getByLabel(text(fr, 'password.confirm.label')).fill(DEMO_PASSWORD);
  await modal.getByRole('button', { name: text(fr, button) }).click();
  await expect(modal).toBeHidden();
}

/** The purchase step filled as a person does: security, order type, quantity, limit, date. */
export async function fillPurchase(
  page: Page,
  fr: TTexts,
  order: { typeOrdre: string; quantite: string; coursLimite?: string },
): Promise<void> {
  const select = page.getByLabel(text(fr, 'operations.field.valeur'));
  await select.selectOption({ index: 1 });
  await expect(page.getByTestId('valeur-quote')).toBeVisible();
  await page.getByRole('radio', { name: text(fr, `register.typeOrdre.${order.typeOrdre}`) }).check();
  await page.getByLabel(text(fr, 'operations.field.quantite')).fill(order.quantite);
  if (order.coursLimite)
    await page.getByLabel(text(fr, 'operations.field.coursLimite')).fill(order.coursLimite);
  await pickFirstAllowedDay(page, fr);
  await expect(page.getByTestId('simulation-net')).toBeVisible();
}
