import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { frenchTexts } from '../support/login';
import {
  cancelInHistory,
  limitOrderToPayment,
  openCancelledCardPayments,
  payOnSandboxCard,
} from '../support/operations';

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
    await cancelInHistory(page, fr, reference, 'EN_ATTENTE');

    // Its details show the card payment and its refund ("{{amount}} remboursés le {{date}}"), with the reason.
    const payments = await openCancelledCardPayments(page, fr, reference);
    await expect(payments).toContainText(text(fr, 'history.payments.reason.ORDRE_ANNULE'));
    await expectNoA11yViolations(page, 'order details with a refund');
  });
});
