import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { fill, frenchTexts } from '../support/login';
import { limitOrderToPayment, payOnSandboxCard } from '../support/operations';

const SUCCESS_CARD = '4000000000000002';

test.describe('refunds', () => {
  test.setTimeout(180_000);

  test('a paid card order the holder cancels is refunded, and the order’s details say so', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await limitOrderToPayment(page, request, fr);
    const reference = await payOnSandboxCard(page, fr, SUCCESS_CARD);
    await expect(page.getByTestId('order-confirmation').getByTestId('confirmation-paiement')).toHaveText(
      text(fr, 'operations.statutPaiement.PAYE'),
    );

    // The holder changes their mind: the paid order is cancelled in the history.
    await page.goto('/#/histo_ope_bourse?statut=EN_ATTENTE');
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

    // Its details show the card payment and its refund, with the reason.
    await page.goto('/#/histo_ope_bourse?statut=ANNULE');
    const cancelled = page.getByTestId('history-row').filter({ hasText: reference });
    await cancelled.getByRole('link', { name: text(fr, 'history.action.details') }).click();
    const payments = page.getByTestId('payments-table');
    await expect(payments).toBeVisible();
    await expect(payments).toContainText(text(fr, 'history.payment.CB'));
    await expect(payments).toContainText(text(fr, 'history.payments.statut.SUCCEEDED'));
    // "{{amount}} remboursés le {{date}}", whatever the amount and the time.
    const escaped = text(fr, 'history.payments.refund.REMBOURSE').replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    await expect(payments).toContainText(new RegExp(fill(escaped, { amount: '.+', date: '.+' })));
    await expect(payments).toContainText(text(fr, 'history.payments.reason.ORDRE_ANNULE'));
    await expectNoA11yViolations(page, 'order details with a refund');
  });
});
