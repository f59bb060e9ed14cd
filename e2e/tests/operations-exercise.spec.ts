import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';
import { confirmWithPassword, exerciseOne, openOperationsEntry } from '../support/operations';

test.describe('exercise options', () => {
  test.setTimeout(240_000);

  test('simple exercise, paid by transfer', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);

    await openOperationsEntry(page, fr, 'menu.operation_exercer');
    await expectNoA11yViolations(page, 'exercise home');

    // Simple exercise: the holder pays the exercise price.
    await exerciseOne(page, fr, 'LEVEE_SIMPLE', '1');
    await page.getByRole('radio', { name: text(fr, 'operations.payment.mode.VIREMENT') }).check();
    await page.getByRole('button', { name: text(fr, 'operations.exercise.validate') }).click();
    await confirmWithPassword(page, fr, 'password.confirm.button.validate');
    await expect(
      page
        .getByTestId('order-confirmation')
        .getByRole('heading', { name: text(fr, 'operation.confirmation.title.VIREMENT') }),
    ).toBeVisible();
  });
});
