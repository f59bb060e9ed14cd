import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';
import { confirmWithPassword, exerciseOne } from '../support/operations';

/**
 * Exercise with a sale, and sell-to-cover (spec 3 §1). The seeded options of Aubépine (10011) are
 * struck at €38.50 and €44.20, above the demo quote: the market first rises to €80 (the local
 * venue's dev/quotes), so a sale covers the exercise. The quote is the register's, seen by every
 * journey: this file runs alone, after the others (playwright.config.ts EXCLUSIVE).
 */
const AUBEPINE = 10011;

test.describe('exercise with a sale of the shares', () => {
  test.setTimeout(240_000);
  test.beforeAll(async ({ request }) => {
    const risen = await request.post('/api/v1/dev/quotes', { data: { valeIden: AUBEPINE, cours: 80 } });
    expect(risen.ok(), await risen.text()).toBe(true);
  });

  test('exercise with a sale, then sell-to-cover', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);

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
