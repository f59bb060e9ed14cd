import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { fetchTexts, text } from './api';

/** Password of every demo holder (README). */
export const DEMO_PASSWORD = 'Nomina#Demo2025';

/** The French texts the login journeys read, keyed as in the catalogue. */
export type TTexts = Record<string, string>;

export async function frenchTexts(request: APIRequestContext): Promise<TTexts> {
  return fetchTexts(request, 'fr');
}

/** Fills the login form as a person does and submits it (the page must be on /#/login). */
export async function submitLogin(
  page: Page,
  texts: TTexts,
  login: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByLabel(text(texts, 'login.identifier.label'), { exact: true }).fill(login);
  await page.getByLabel(text(texts, 'login.password.label'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(texts, 'login.submit') }).click();
}

/** Opens the login page at `origin` (default the main one) and logs in. */
export async function loginAs(page: Page, texts: TTexts, login: string, path = '/#/login'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: text(texts, 'login.title') })).toBeVisible();
  await submitLogin(page, texts, login);
}

/** The dashboard landing, with the active account card. */
export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
}

/** The translated text with its {{placeholders}} filled in, as i18next renders it. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
