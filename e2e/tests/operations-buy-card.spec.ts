import type { APIRequestContext, Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs, type TTexts } from '../support/login';
import {
  confirmWithPassword,
  fillPurchase,
  openOperationsEntry,
  payOnSandboxCard,
  textOrKey,
} from '../support/operations';
import { apiGet, catchBearer } from '../support/portfolio';

const SUCCESS_CARD = '4000000000000002';
const REFUSED_CARD = '4000000000000069';

type TValeur = { valeIden: number; isValeurEtrangere: boolean; baremeWeb: string; valeNatu: string };

/** A limit on the tick table near the first security's quote (whole euros sit on it below 1 000). */
async function limitNearQuote(request: APIRequestContext, bearer: string): Promise<string> {
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
  return String(Math.max(1, Math.floor(details.cours)));
}

/** Logs in, opens Buy from the menu and fills a limit order of 2 shares, checking the tick rule on the way. */
async function limitOrderToPayment(page: Page, request: APIRequestContext, fr: TTexts): Promise<void> {
  // The provider's hosted page declares no icon, so Chromium asks /favicon.ico (404, not the portal's).
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  const bearer = await catchBearer(page, '/api/v1/business/avoirs', async () => {
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
  });
  const limit = await limitNearQuote(request, bearer);
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

test.describe('buy at limit paid by card', () => {
  test.setTimeout(180_000);

  test('the success test card: the provider confirms, the confirmation shows the order paid', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await limitOrderToPayment(page, request, fr);
    const reference = await payOnSandboxCard(page, fr, SUCCESS_CARD);

    await expect(page).toHaveURL(new RegExp(`#/operation_acheter\\?order_id=${reference}$`));
    const confirmation = page.getByTestId('order-confirmation');
    await expect(
      confirmation.getByRole('heading', { name: text(fr, 'operation.confirmation.title.CB') }),
    ).toBeVisible();
    await expect(confirmation.getByTestId('confirmation-ref')).toHaveText(reference);
    await expect(confirmation.getByTestId('confirmation-paiement')).toHaveText(
      text(fr, 'operations.statutPaiement.PAYE'),
    );
    await expectNoA11yViolations(page, 'confirmation by card');
  });

  test('the refusal test card: back on Buy with the technical error, then the unpaid order is cancelled in the history', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await limitOrderToPayment(page, request, fr);
    const reference = await payOnSandboxCard(page, fr, REFUSED_CARD);

    await expect(page).toHaveURL(/#\/operation_acheter$/);
    await expect(page.getByTestId('payment-failed')).toContainText(text(fr, 'api.technical.error'));
    await expect(page.getByTestId('order-confirmation')).toHaveCount(0);

    // The order was recorded, unpaid: the holder finds it in the history and cancels it.
    await page.goto('/#/histo_ope_bourse?statut=EN_ATTENTE');
    const row = page.getByTestId('history-row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: new RegExp(text(fr, 'history.action.cancel')) }).click();
    const confirm = page.getByTestId('alert-modal-info');
    await confirm.getByRole('button', { name: text(fr, 'history.cancel.confirm.yes') }).click();
    const success = page.getByTestId('alert-modal-success');
    await expect(success).toContainText(reference);
    await success.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect(page.getByTestId('history-row').filter({ hasText: reference })).toHaveCount(0);
  });
});
