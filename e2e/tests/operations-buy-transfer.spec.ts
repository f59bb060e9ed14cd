import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow } from '../support/holder-session';
import { expectDashboard, fill, frenchTexts, loginAs } from '../support/login';
import { confirmWithPassword, fillPurchase, openOperationsEntry } from '../support/operations';

test('buy at market paid by transfer: the registrar’s IBAN and the reference, then the order in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const fr = await frenchTexts(request);
  await loginAs(page, fr, 'jdupont01');
  await expectDashboard(page);
  await openOperationsEntry(page, fr, 'menu.operation_acheter');
  await expect(
    page.getByRole('heading', { level: 1, name: text(fr, 'menu.operation_acheter') }),
  ).toBeVisible();
  const steps = page.getByRole('list', { name: text(fr, 'operations.steps.label') });
  await expect(steps.locator('[aria-current="step"]')).toContainText(text(fr, 'operations.step.purchase'));

  // Nothing typed: each field says it is required.
  await page.getByRole('button', { name: text(fr, 'operations.next') }).click();
  await expect(page.getByText(text(fr, 'operations.field.required')).first()).toBeVisible();

  await fillPurchase(page, fr, { typeOrdre: 'AU_MARCHE', quantite: '3' });
  await expectNoA11yViolations(page, 'purchase step');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page), 'purchase step at 360 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  const net = await page.getByTestId('simulation-net').textContent();
  await page.getByRole('button', { name: text(fr, 'operations.next') }).click();

  await expect(steps.locator('[aria-current="step"]')).toContainText(text(fr, 'operations.step.payment'));
  await expect(page.getByTestId('order-recap')).toContainText(text(fr, 'register.typeOrdre.AU_MARCHE'));
  await page.getByRole('radio', { name: text(fr, 'operations.payment.mode.VIREMENT') }).check();
  await expectNoA11yViolations(page, 'payment step');
  await page.getByRole('button', { name: text(fr, 'operations.payment.validate') }).click();
  await confirmWithPassword(page, fr, 'password.confirm.button.purchase');

  const confirmation = page.getByTestId('order-confirmation');
  await expect(
    confirmation.getByRole('heading', { name: text(fr, 'operation.confirmation.title.VIREMENT') }),
  ).toBeVisible();
  const refDemande = (await confirmation.getByTestId('confirmation-ref').textContent())!.trim();
  expect(refDemande).not.toBe('');
  await expect(confirmation.getByTestId('confirmation-text')).toHaveText(
    fill(text(fr, 'operations.confirmation.text'), { refDemande }),
  );
  await expect(confirmation.getByTestId('confirmation-statut')).toHaveText(
    text(fr, 'register.statut.EN_ATTENTE'),
  );
  const instructions = confirmation.getByTestId('payment-instructions');
  await expect(instructions.getByTestId('instructions-iban')).toHaveText(/^[A-Z]{2}\d{2}/);
  await expect(instructions.getByTestId('instructions-reference')).toHaveText(refDemande);
  await expect(instructions).toContainText(net!.trim());
  await expectNoA11yViolations(page, 'confirmation by transfer');

  // The order is in the history at once, pending.
  await confirmation.getByRole('link', { name: text(fr, 'operations.confirmation.history') }).click();
  await expect(page).toHaveURL(/#\/histo_ope_bourse\/details\?id=/);
  await expect(page.getByTestId('order-summary')).toContainText(text(fr, 'register.statut.EN_ATTENTE'));
});
