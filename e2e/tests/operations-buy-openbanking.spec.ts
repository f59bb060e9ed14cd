import { text } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';
import { confirmWithPassword, fillPurchase, openOperationsEntry, textOrKey } from '../support/operations';

test('buy paid by open banking: the bank’s consent page, then the status polled until the payment is confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The bank's hosted page declares no icon, so Chromium asks /favicon.ico (404, not the portal's).
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  const fr = await frenchTexts(request);
  await loginAs(page, fr, 'jdupont01');
  await expectDashboard(page);
  await openOperationsEntry(page, fr, 'menu.operation_acheter');
  await fillPurchase(page, fr, { typeOrdre: 'AU_MARCHE', quantite: '1' });
  await page.getByRole('button', { name: text(fr, 'operations.next') }).click();
  await page.getByRole('radio', { name: text(fr, 'operations.payment.mode.LINXO') }).check();
  await page.getByRole('button', { name: text(fr, 'operations.payment.validate') }).click();
  await confirmWithPassword(page, fr, 'password.confirm.button.purchase');

  await expect(page).toHaveURL(/\/api\/v1\/external\/paiement\/sandbox\/linxo/);
  await page.getByRole('button', { name: textOrKey(fr, 'payment.sandbox.linxo.approve') }).click();

  await expect(page).toHaveURL(/#\/operation_acheter\?order_id=/);
  const confirmation = page.getByTestId('order-confirmation');
  await expect(
    confirmation.getByRole('heading', { name: text(fr, 'operation.confirmation.title.LINXO') }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(confirmation.getByTestId('confirmation-paiement')).toHaveText(
    text(fr, 'operations.statutPaiement.PAYE'),
  );
});
