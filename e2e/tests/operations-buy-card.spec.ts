import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { frenchTexts } from '../support/login';
import { limitOrderToPayment, payOnSandboxCard } from '../support/operations';

const SUCCESS_CARD = '4000000000000002';
const REFUSED_CARD = '4000000000000069';

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
