import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { text } from './api';
import { DEMO_PASSWORD, expectDashboard, loginAs, type TTexts } from './login';
import { apiGet, catchBearer } from './portfolio';

/** Opens an entry of the Operations group of the side menu, as a person does. */
export async function openOperationsEntry(page: Page, fr: TTexts, entry: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
  const group = menu.getByRole('button', { name: text(fr, 'menu.passage_operations') });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByRole('link', { name: text(fr, entry) }).click();
}

/** Picks the first day the order calendar offers (weekends and closed days are not offered). */
export async function pickFirstAllowedDay(page: Page, fr: TTexts): Promise<void> {
  const calendar = page.getByRole('dialog');
  await expect(async () => {
    await page.getByRole('button', { name: text(fr, 'operations.field.dateValidite') }).click();
    await expect(calendar).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
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

/** A text of the catalogue, or its key while the server's texts for it are not there yet. */
export const textOrKey = (texts: TTexts, key: string): string => texts[key] ?? key;

/** Pays on the local provider's hosted card page (sandbox test cards, README) and returns its reference. */
export async function payOnSandboxCard(page: Page, fr: TTexts, cardNumber: string): Promise<string> {
  await expect(page).toHaveURL(/\/api\/v1\/external\/paiement\/sandbox\/cb/);
  const reference = (await page.locator('dd').nth(1).textContent())!.trim();
  await page.getByLabel(textOrKey(fr, 'payment.sandbox.card.number')).fill(cardNumber);
  await page.getByLabel(textOrKey(fr, 'payment.sandbox.card.expiry')).fill('12/30');
  await page.getByLabel(textOrKey(fr, 'payment.sandbox.card.cvc')).fill('123');
  await page.getByRole('button', { name: textOrKey(fr, 'payment.sandbox.pay') }).click();
  return reference;
}

/** From the exercise page, starts a variant, exercises one option of the first grant and continues. */
export async function exerciseOne(page: Page, fr: TTexts, variant: string, quantite: string): Promise<void> {
  await openOperationsEntry(page, fr, 'menu.operation_exercer');
  await expect(page.getByTestId('exercise-grants')).toBeVisible();
  await page.getByTestId(`exercise-${variant}`).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(fr, `operations.exercise.variant.${variant}`) }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: text(fr, 'operations.exercise.plan') }).selectOption({ index: 1 });
  await page.getByLabel(text(fr, 'operations.exercise.quantite')).fill(quantite);
  await expect(page.getByTestId('simulation-net')).toBeVisible();
  await page.getByRole('button', { name: text(fr, 'operations.next') }).click();
}

type TValeur = { valeIden: number; isValeurEtrangere: boolean; baremeWeb: string; valeNatu: string };

/**
 * A limit on the tick table near the first security's quote (whole euros sit on it below 1 000):
 * the euro below it (waits), or with `above` the euro above it (executes at the quote).
 */
async function limitNearQuote(request: APIRequestContext, bearer: string, above = false): Promise<string> {
  const [valeur] = await apiGet<TValeur[]>(request, bearer, '/business/operation/valeurs');
  const query = new URLSearchParams({
    valeIden: String(valeur!.valeIden),
    isValeurEtrangere: String(valeur!.isValeurEtrangere),
    baremeWeb: valeur!.baremeWeb,
    valeNatu: valeur!.valeNatu,
  });
  const details = await apiGet<{ cours: number }>(
    request,
    bearer,
    `/business/operation/valeur-details?${query}`,
  );
  expect(details.cours).toBeLessThan(1000);
  return String(above ? Math.floor(details.cours) + 1 : Math.max(1, Math.floor(details.cours)));
}

/**
 * Logs in, opens Buy from the menu and fills a limit order of 2 shares, checking the tick rule on
 * the way; the limit waits below the quote, or with `aboveQuote` is marketable at once.
 */
export async function limitOrderToPayment(
  page: Page,
  request: APIRequestContext,
  fr: TTexts,
  options: { aboveQuote?: boolean } = {},
): Promise<void> {
  // The provider's hosted page declares no icon, so Chromium asks /favicon.ico (404, not the portal's).
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  const bearer = await catchBearer(page, '/api/v1/business/avoirs', async () => {
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
  });
  const limit = await limitNearQuote(request, bearer, options.aboveQuote);
  await openOperationsEntry(page, fr, 'menu.operation_acheter');
  // A limit off the tick table is refused with the nearest allowed prices.
  await fillPurchase(page, fr, { typeOrdre: 'A_COURS_LIMITE', quantite: '2', coursLimite: `${limit},0001` });
  await page.getByRole('button', { name: text(fr, 'operations.next') }).click();
  await expect(page.getByText(textOrKey(fr, 'operation.error.tickSize'))).toBeVisible();
  await page.getByLabel(text(fr, 'operations.field.coursLimite')).fill(limit);
  await page.getByRole('button', { name: text(fr, 'operations.next') }).click();
  await page.getByRole('radio', { name: text(fr, 'operations.payment.mode.CB') }).check();
  await page.getByRole('button', { name: text(fr, 'operations.payment.validate') }).click();
  await confirmWithPassword(page, fr, 'password.confirm.button.purchase');
}

/** A text of the catalogue as a pattern, its {{placeholders}} matching anything. */
export function textPattern(fr: TTexts, key: string, placeholders: string[]): RegExp {
  const escaped = text(fr, key).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(placeholders.reduce((pattern, name) => pattern.replace(`{{${name}}}`, '.+'), escaped));
}

/** Cancels the order `reference` from the history's list filtered on `statut`, confirming both modals. */
export async function cancelInHistory(
  page: Page,
  fr: TTexts,
  reference: string,
  statut: string,
): Promise<void> {
  await page.goto(`/#/histo_ope_bourse?statut=${statut}`);
  const row = page.getByTestId('history-row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: new RegExp(text(fr, 'history.action.cancel')) }).click();
  await page
    .getByTestId('alert-modal-info')
    .getByRole('button', { name: text(fr, 'history.cancel.confirm.yes') })
    .click();
  const success = page.getByTestId('alert-modal-success');
  await expect(success).toContainText(reference);
  await success.getByRole('button', { name: text(fr, 'general.close') }).click();
}

/** Opens the cancelled order's details; gives its payments table, with the card payment checked. */
export async function openCancelledCardPayments(page: Page, fr: TTexts, reference: string) {
  await page.goto('/#/histo_ope_bourse?statut=ANNULE');
  const cancelled = page.getByTestId('history-row').filter({ hasText: reference });
  await cancelled.getByRole('link', { name: text(fr, 'history.action.details') }).click();
  const payments = page.getByTestId('payments-table');
  await expect(payments).toBeVisible();
  await expect(payments).toContainText(text(fr, 'history.payment.CB'));
  await expect(payments).toContainText(text(fr, 'history.payments.statut.SUCCEEDED'));
  await expect(payments).toContainText(
    textPattern(fr, 'history.payments.refund.REMBOURSE', ['amount', 'date']),
  );
  return payments;
}

/**
 * Runs the local venue again and again, as its scheduler would, until a run fills nothing more:
 * a large order fills in parts of EXECUTION_MAX_FILL_QUANTITY, one part per run.
 */
export async function runVenueUntilIdle(request: APIRequestContext): Promise<void> {
  for (let run = 1; run <= 200; run += 1) {
    const answer = await request.post('/api/v1/dev/execution/run');
    expect(answer.ok(), await answer.text()).toBe(true);
    if (((await answer.json()) as { filled: number }).filled === 0) return;
  }
  throw new Error('the venue was still filling after 200 runs');
}
