import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { fill, frenchTexts } from '../support/login';
import { limitOrderToPayment, payOnSandboxCard } from '../support/operations';

const SUCCESS_CARD = '4000000000000002';
const escape = (value: string) => value.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

test.describe('partial refunds', () => {
  test.setTimeout(180_000);

  test('a paid limit order partly executed then cancelled gets its unfilled part back, shown in its details', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    // 2 shares at a limit above the quote, paid by card.
    await limitOrderToPayment(page, request, fr, { aboveQuote: true });
    const reference = await payOnSandboxCard(page, fr, SUCCESS_CARD);
    await expect(page.getByTestId('order-confirmation').getByTestId('confirmation-paiement')).toHaveText(
      text(fr, 'operations.statutPaiement.PAYE'),
    );

    // The market executes one share (the local venue, one share per order this run).
    const run = await request.post('/api/v1/dev/execution/run', { data: { maxFill: 1 } });
    expect(run.ok(), await run.text()).toBe(true);

    // The holder cancels the rest in the history.
    await page.goto('/#/histo_ope_bourse?statut=PARTIELLEMENT_EXECUTE');
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

    // Its details: one share executed, the card payment and the partial refund of the rest.
    await page.goto('/#/histo_ope_bourse?statut=ANNULE');
    const cancelled = page.getByTestId('history-row').filter({ hasText: reference });
    await cancelled.getByRole('link', { name: text(fr, 'history.action.details') }).click();
    const payments = page.getByTestId('payments-table');
    await expect(payments).toBeVisible();
    await expect(payments).toContainText(text(fr, 'history.payment.CB'));
    await expect(payments).toContainText(text(fr, 'history.payments.statut.SUCCEEDED'));
    await expect(payments).toContainText(
      new RegExp(fill(escape(text(fr, 'history.payments.refund.REMBOURSE')), { amount: '.+', date: '.+' })),
    );
    await expect(payments.getByTestId('partial-refund')).toHaveText(
      new RegExp(fill(escape(text(fr, 'history.payments.refund.partial')), { amount: '.+', paid: '.+' })),
    );
    await expect(payments).toContainText(text(fr, 'history.payments.reason.EXECUTION_PARTIELLE'));
    await expectNoA11yViolations(page, 'order details with a partial refund');
  });
});
