import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { frenchTexts } from '../support/login';
import {
  cancelInHistory,
  limitOrderToPayment,
  openCancelledCardPayments,
  payOnSandboxCard,
  textPattern,
} from '../support/operations';

const SUCCESS_CARD = '4000000000000002';

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
    await cancelInHistory(page, fr, reference, 'PARTIELLEMENT_EXECUTE');

    // Its details: one share executed, the card payment and the partial refund of the rest.
    const payments = await openCancelledCardPayments(page, fr, reference);
    await expect(payments.getByTestId('partial-refund')).toHaveText(
      textPattern(fr, 'history.payments.refund.partial', ['amount', 'paid']),
    );
    await expect(payments).toContainText(text(fr, 'history.payments.reason.EXECUTION_PARTIELLE'));
    await expectNoA11yViolations(page, 'order details with a partial refund');
  });
});
