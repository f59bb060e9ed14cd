import type { Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs, type TTexts } from '../support/login';
import { confirmWithPassword, openOperationsEntry } from '../support/operations';

/** From the exercise page, starts a variant, exercises one option of the first grant and continues. */
async function exerciseOne(page: Page, fr: TTexts, variant: string, quantite: string): Promise<void> {
  await openOperationsEntry(page, fr, 'menu.operation_exercer');
  await expect(page.getByTestId('exercise-grants')).toBeVisible();
  await page.getByTestId(`exercise-${variant}`).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(fr, `operations.exercise.variant.${variant}`) }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: text(fr, 'operations.exercise.plan') }).selectOption({ index: 1 });
  await page.getByLabel(text(fr, 'operations.exercise.quantite')).fill(quantite);
  await expect(page.getByTestId('simulation-net')).toBeVisible();
  await page.getByRole('button', { name: text(fr, 'operations.next') }).click();
}

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

  // Known gap (issue 11 note): the seeded grants' exercise price sits above the quote, so the
  // simulation of a sale that must cover the exercise never shows; the journeys wait for a grant
  // (or a quote set through dev/quotes) that makes the sale cover it.
  test.fixme('exercise with a sale, then sell-to-cover', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    await openOperationsEntry(page, fr, 'menu.operation_exercer');

    // Exercise and sale: the proceeds go to the bank account on file.
    await exerciseOne(page, fr, 'LEVEE_VENTE', '1');
    await page.getByRole('radio', { name: text(fr, 'operations.bank.onFile') }).check();
    await expectNoA11yViolations(page, 'exercise bank data');
    await page.getByRole('button', { name: text(fr, 'operations.bank.validate') }).click();
    await confirmWithPassword(page, fr, 'password.confirm.button.validate');
    await expect(
      page
        .getByTestId('order-confirmation')
        .getByRole('heading', { name: text(fr, 'operations.confirmation.title.LEVEE_VENTE') }),
    ).toBeVisible();

    // Sell-to-cover: some shares are sold to pay the exercise, the others kept.
    await exerciseOne(page, fr, 'LEVEE_PASSERELLE', '10');
    await expect(page.getByTestId('simulation-vendue')).toBeVisible();
    await page.getByRole('radio', { name: text(fr, 'operations.bank.onFile') }).check();
    await page.getByRole('button', { name: text(fr, 'operations.bank.validate') }).click();
    await confirmWithPassword(page, fr, 'password.confirm.button.validate');
    await expect(
      page
        .getByTestId('order-confirmation')
        .getByRole('heading', { name: text(fr, 'operations.confirmation.title.LEVEE_PASSERELLE') }),
    ).toBeVisible();
  });
});
