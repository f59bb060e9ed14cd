import { readFileSync } from 'node:fs';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow } from '../support/holder-session';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';
import {
  confirmWithPassword,
  openOperationsEntry,
  pickFirstAllowedDay,
  runVenueUntilIdle,
} from '../support/operations';

test('sell all titles at market to a new IBAN; the venue executes it and its notice PDF downloads', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const fr = await frenchTexts(request);
  await loginAs(page, fr, 'jdupont01');
  await expectDashboard(page);
  await openOperationsEntry(page, fr, 'menu.operation_vendre');
  await expect(
    page.getByRole('heading', { level: 1, name: text(fr, 'menu.operation_vendre') }),
  ).toBeVisible();

  await page.getByLabel(text(fr, 'operations.field.valeur')).selectOption({ index: 1 });
  const holdings = page.getByRole('radiogroup', { name: text(fr, 'operations.field.modeDetention') });
  await holdings.getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('radio', { name: text(fr, 'operations.field.typeVente.3') }).check();
  // All titles: the quantity is the sellable quantity, not typed.
  const quantity = page.getByLabel(text(fr, 'operations.field.quantite'));
  await expect(quantity).toHaveAttribute('readonly', '');
  await expect(quantity).not.toHaveValue('');
  await page.getByRole('radio', { name: text(fr, 'register.typeOrdre.AU_MARCHE') }).check();
  await pickFirstAllowedDay(page, fr);
  await expect(page.getByTestId('simulation-net')).toBeVisible();
  await expectNoA11yViolations(page, 'sale step');
  await page.getByRole('button', { name: text(fr, 'operations.next') }).click();

  // Bank data: a new IBAN, checked by the spec's rules before anything is sent.
  await page.getByRole('radio', { name: text(fr, 'operations.bank.new') }).check();
  await page.getByLabel(text(fr, 'operations.bank.iban')).fill('FR76 3000 6000 0112 3456 7890 188');
  await page.getByLabel(text(fr, 'operations.bank.bic')).fill('AGRIUSPP');
  await page.getByRole('button', { name: text(fr, 'operations.bank.validate') }).click();
  await expect(page.getByText(text(fr, 'operations.bank.error.invalidBicPAys'))).toBeVisible();
  await page.getByLabel(text(fr, 'operations.bank.iban')).fill('FR76 3000 6000 0112 3456 7890 189');
  await page.getByLabel(text(fr, 'operations.bank.bic')).fill('AGRIFRPP');
  await expectNoA11yViolations(page, 'bank data step');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page), 'bank data step at 360 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: text(fr, 'operations.bank.validate') }).click();
  await confirmWithPassword(page, fr, 'password.confirm.button.validate');

  const confirmation = page.getByTestId('order-confirmation');
  await expect(
    confirmation.getByRole('heading', { name: text(fr, 'operations.confirmation.title.VENTE_TITRE') }),
  ).toBeVisible();
  const reference = (await confirmation.getByTestId('confirmation-ref').textContent())!.trim();

  // The local venue executes the market order at the last price, at most
  // EXECUTION_MAX_FILL_QUANTITY per run (partial fills): it runs until the order is filled.
  await confirmation.getByRole('link', { name: text(fr, 'operations.confirmation.history') }).click();
  const summary = page.getByTestId('order-summary');
  await expect(summary).toContainText(reference);
  await expect(async () => {
    await runVenueUntilIdle(request);
    await page.reload();
    await expect(summary.getByTestId('operation-status')).toHaveAttribute('data-status', 'EXECUTE', {
      timeout: 3_000,
    });
  }).toPass({ timeout: 90_000 });
  const [notice] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: new RegExp(text(fr, 'history.action.notice')) }).click(),
  ]);
  expect(
    readFileSync((await notice.path())!)
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');
});
