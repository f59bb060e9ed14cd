import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { frenchTexts, type TTexts } from '../support/login';
import { openFirstExecutedPlsOrder } from '../support/history';

/** The number in "Opérations trouvées : 87". */
async function countOf(page: Page): Promise<number> {
  const count = page.getByTestId('history-count');
  await expect(count).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return Number(/(\d+)\s*$/.exec((await count.textContent()) ?? '')?.[1]);
}

async function applyFilters(page: Page, fr: TTexts, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    const field = page.getByLabel(text(fr, key), { exact: true });
    if (key.endsWith('from') || key.endsWith('to')) await field.fill(value);
    else await field.selectOption(value);
  }
  await page.getByRole('button', { name: text(fr, 'history.filter.apply'), exact: true }).click();
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test.describe('operations history (jdupont01)', () => {
  let fr: TTexts;
  test.beforeAll(async ({ request }) => {
    fr = await frenchTexts(request);
  });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, fr, 'jdupont01');
  });

  test('each tab with its title, the notice and the tab bar; the cards at 360 px', async ({ page }) => {
    // The follow-up group's own address opens its default tab (spec 3 §2).
    await page.goto('/#/suivi_operations');
    await expect(page).toHaveURL(/#\/histo_ope_bourse$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'history.title.follow_up') }),
    ).toBeVisible();
    const tabs = page.getByRole('navigation', { name: text(fr, 'history.tabs.label') }).getByRole('link');
    await expect(tabs).toHaveText([
      text(fr, 'menu.histo_ope_bourse'),
      text(fr, 'menu.histo_ordre_pls'),
      text(fr, 'menu.histo_ope_diverses'),
    ]);
    expect(await countOf(page)).toBeGreaterThan(20);
    await expect(page.getByTestId('history-row').first()).toBeVisible();
    await expectNoA11yViolations(page, 'histo_ope_bourse theme 1');

    await tabs.nth(1).click();
    await expect(page).toHaveURL(/#\/histo_ordre_pls$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'history.title.miscellaneous') }),
    ).toBeVisible();
    expect(await countOf(page)).toBeGreaterThan(0);
    await expect(page.getByTestId('history-page-pls')).toBeVisible();
    await expectNoA11yViolations(page, 'histo_ordre_pls theme 1');

    await tabs.nth(2).click();
    await expect(page).toHaveURL(/#\/histo_ope_diverses$/);
    expect(await countOf(page)).toBeGreaterThan(0);
    await expect(page.getByTestId('history-row').first()).toContainText(/\S/);
    await expectNoA11yViolations(page, 'histo_ope_diverses theme 1');

    await page.setViewportSize({ width: 360, height: 800 });
    // Each line is a card: its cells stack, each value after its column name.
    const firstRow = page.getByTestId('history-row').first();
    await expect(firstRow).toHaveCSS('display', 'block');
    await expect(firstRow.locator('td').first()).toHaveCSS('display', 'flex');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: text(fr, 'history.notice.link') }).click();
    await expect(page).toHaveURL(/#\/doc_generique\/avis-operations$/);
  });

  test('filters by type and period, pages, and keeps it all in the URL', async ({ page }) => {
    await page.goto('/#/histo_ope_bourse');
    const total = await countOf(page);

    await applyFilters(page, fr, { 'history.filter.type': 'ACHAT_TITRE' });
    await expect(page).toHaveURL(/typeOperation=ACHAT_TITRE/);
    await expect.poll(() => countOf(page)).toBeLessThan(total);
    const purchases = await countOf(page);
    expect(purchases).toBeGreaterThan(0);
    const types = await page.getByTestId('history-row').locator('td:nth-child(2)').allTextContents();
    expect(new Set(types)).toEqual(new Set([text(fr, 'register.operation.ACHAT_TITRE')]));

    const to = new Date();
    const from = new Date(to.getTime() - 183 * 86_400_000);
    await applyFilters(page, fr, { 'history.filter.from': isoDay(from), 'history.filter.to': isoDay(to) });
    await expect(page).toHaveURL(new RegExp(`dateDebut=${isoDay(from)}`));
    await expect.poll(() => countOf(page)).toBeLessThan(purchases);

    await page.goBack();
    await expect(page).toHaveURL(/typeOperation=ACHAT_TITRE$/);
    await expect.poll(() => countOf(page)).toBe(purchases);
    await page.goBack();
    await expect(page).toHaveURL(/#\/histo_ope_bourse$/);
    await expect.poll(() => countOf(page)).toBe(total);

    const firstRow = await page.getByTestId('history-row').first().getAttribute('data-id');
    // The next page goes with the cursor of the page on screen: the server seeks, no offset.
    const seek = page.waitForRequest(
      (request) => request.url().includes('/operation/historique?') && request.url().includes('apres='),
    );
    const next = page.getByRole('button', { name: text(fr, 'history.pager.next') });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await next.click();
    await seek;
    await expect(page).toHaveURL(/page=2/);
    // Spec 3 §2: every navigation starts at the top of the page, a new page of a list too.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('history-row').first()).not.toHaveAttribute('data-id', firstRow ?? '');
    await expect(page.getByTestId('history-row')).toHaveCount(Math.min(20, total - 20));
    expect(await countOf(page)).toBe(total);
  });

  test("opens an order's details, then cancels a pending order after confirming", async ({ page }) => {
    await page.goto('/#/histo_ope_bourse?statut=EXECUTE');
    await page
      .getByTestId('history-row')
      .first()
      .getByRole('link', { name: text(fr, 'history.action.details') })
      .click();
    await expect(page).toHaveURL(/#\/histo_ope_bourse\/details\?id=/);
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'histo.details.title') }),
    ).toBeVisible();
    await expect(page.getByTestId('order-summary')).toContainText(text(fr, 'register.statut.EXECUTE'));
    await expect(page.getByTestId('executions-table').getByRole('row')).not.toHaveCount(0);
    await expectNoA11yViolations(page, 'order details theme 1');
    const [notice] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text(fr, 'history.action.notice') }).click(),
    ]);
    expect(
      readFileSync((await notice.path())!)
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');

    // A PLS order is read by its order reference from the ex-PLS endpoint.
    await openFirstExecutedPlsOrder(page, fr);
    await expect(page.getByTestId('order-summary').getByTestId('operation-status')).toHaveAttribute(
      'data-status',
      'EXECUTE',
    );

    await page.goto('/#/histo_ope_bourse?statut=EN_ATTENTE');
    const pending = await countOf(page);
    expect(pending).toBeGreaterThan(0);
    const row = page.getByTestId('history-row').first();
    const id = (await row.getAttribute('data-id')) ?? '';
    await row.getByRole('button', { name: text(fr, 'history.action.cancel') }).click();
    const confirm = page.getByTestId('alert-modal-info');
    await expect(confirm).toContainText(text(fr, 'history.cancel.confirm.title'));
    await expectNoA11yViolations(page, 'cancel confirmation');
    await confirm.getByRole('button', { name: text(fr, 'history.cancel.confirm.yes') }).click();
    const success = page.getByTestId('alert-modal-success');
    const [before, after] = text(fr, 'history.cancel.success').split('{{reference}}');
    await expect(success).toContainText(before!.trim());
    await expect(success).toContainText(after!.trim());
    await success.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect.poll(() => countOf(page)).toBe(pending - 1);
    await expect(page.locator(`[data-testid="history-row"][data-id="${id}"]`)).toHaveCount(0);

    await page.goto(`/#/histo_ope_bourse/details?id=${encodeURIComponent(id)}`);
    await expect(page.getByTestId('order-summary').getByTestId('operation-status')).toHaveAttribute(
      'data-status',
      'ANNULE',
    );
    await expect(page.getByRole('button', { name: text(fr, 'history.action.cancel') })).toHaveCount(0);
  });

  test('exports the filtered history as CSV and PDF', async ({ page }) => {
    await page.goto('/#/histo_ope_bourse?typeOperation=VENTE_TITRE');
    const sales = await countOf(page);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text(fr, 'history.export.csv') }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const lines = readFileSync((await csv.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const columns = [
      'date',
      'reference',
      'type',
      'valeur',
      'quantite',
      'prix',
      'brut',
      'frais',
      'net',
      'devise',
      'statut',
    ];
    expect(lines[0]).toBe(columns.map((column) => text(fr, `histo.export.col.${column}`)).join(';'));
    expect(lines).toHaveLength(sales + 1);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text(fr, 'history.export.pdf') }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
  });
});

test('history pages in the theme of issuer 2002 (mmartin01)', async ({ page, request }) => {
  const fr = await frenchTexts(request);
  await signInAs(page, fr, 'mmartin01', 'T2002-000102');
  await page.goto('/#/histo_ope_bourse');
  const tabs = page.getByRole('navigation', { name: text(fr, 'history.tabs.label') }).getByRole('link');
  await expect(tabs.first()).toBeVisible();
  // Only the tabs the account may open are listed; each is checked.
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-current', 'page');
    await countOf(page);
    await expectNoA11yViolations(page, `history tab ${index} theme 2`);
  }
  await tabs.first().click();
  await countOf(page);
  await page
    .getByTestId('history-row')
    .first()
    .getByRole('link', { name: text(fr, 'history.action.details') })
    .click();
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await expectNoA11yViolations(page, 'order details theme 2');
});
