import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { expectDashboard, frenchTexts, type TTexts } from '../support/login';

async function expectPdf(download: Download): Promise<void> {
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
}

/** The general tab's filter of that label (the shell has language pickers of its own). */
function filter(page: Page, label: string) {
  return page.getByTestId('documentation-page-general').getByLabel(label, { exact: true });
}

function items(page: Page) {
  return page.getByTestId('document-item');
}

/** "Arrêté au 31/12/2024 · Français" → the closing date as a number yyyymmdd. */
function closingDay(details: string): number {
  const [, day, month, year] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(details) ?? [];
  return Number(`${year}${month}${day}`);
}

test.describe('documentation (jdupont01)', () => {
  let fr: TTexts;
  test.beforeAll(async ({ request }) => {
    fr = await frenchTexts(request);
  });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, fr, 'jdupont01');
  });

  test('four tabs, personal documents newest first, no disclaimer for a French resident', async ({
    page,
  }) => {
    await page.goto('/#/doc_generique');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'menu.doc_generique') })).toBeVisible();
    const tabs = page
      .getByRole('navigation', { name: text(fr, 'documentation.tabs.label') })
      .getByRole('link');
    await expect(tabs).toHaveText(
      ['general', 'releves', 'rapports', 'avis-operations'].map((id) => text(fr, `documentation.tab.${id}`)),
    );
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    await expect(items(page).first()).toBeVisible();
    await expect(page.getByTestId('residence-disclaimer')).toHaveCount(0);
    await expectNoA11yViolations(page, 'doc_generique general theme 1');

    for (const [index, id] of [
      [1, 'releves'],
      [2, 'rapports'],
      [3, 'avis-operations'],
    ] as const) {
      await tabs.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`#/doc_generique/${id}$`));
      await expect(tabs.nth(index)).toHaveAttribute('aria-current', 'page');
      await expect(items(page).first()).toBeVisible();
      const days = (await items(page).allTextContents()).map(closingDay);
      expect(days).toEqual([...days].sort((left, right) => right - left));
      await expectNoA11yViolations(page, `doc_generique ${id} theme 1`);
    }

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('lang and category preselect the general filters; the notices parameter opens its tab', async ({
    page,
  }) => {
    await page.goto('/#/doc_generique');
    await expect(items(page).first()).toBeVisible();
    const all = await items(page).count();
    const category = filter(page, text(fr, 'documentation.filter.category'));
    const categoryId = await category.locator('option').nth(1).getAttribute('value');
    const categoryName = (await category.locator('option').nth(1).textContent()) ?? '';

    await page.goto(`/#/doc_generique?lang=en&category=${categoryId}`);
    await expect(filter(page, text(fr, 'documentation.filter.language'))).toHaveValue('en');
    await expect(category).toHaveValue(categoryId ?? '');
    await expect(items(page).first()).toBeVisible();
    expect(await items(page).count()).toBeLessThan(all);
    for (const item of await items(page).allTextContents()) {
      expect(item).toContain(text(fr, 'documentation.language.en'));
      expect(item).toContain(categoryName);
    }

    await page.goto('/#/doc_generique?isFromDisclaimerExplsAvisOperations=true');
    await expect(page).toHaveURL(/#\/doc_generique\/avis-operations$/);
    await expect(page.getByTestId('documentation-page-avis-operations')).toBeVisible();
  });

  test('filters, downloads and previews a document as a PDF', async ({ page }) => {
    await page.goto('/#/doc_generique');
    await filter(page, text(fr, 'documentation.filter.language')).selectOption('fr');
    await expect(page).toHaveURL(/lang=fr/);
    const first = items(page).first();
    const [general, asked] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForRequest((request) => request.url().includes('/api/v1/business/files?')),
      first.getByRole('button', { name: text(fr, 'documentation.action.download') }).click(),
    ]);
    await expectPdf(general);
    // The call as spec 3 §7 lists it: the document, its code and its language.
    expect([...new URL(asked.url()).searchParams.keys()].sort()).toEqual(['codeDoc', 'codeLangue', 'docId']);

    await page.goto('/#/doc_generique/releves');
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      items(page)
        .first()
        .getByRole('button', { name: text(fr, 'documentation.action.download') })
        .click(),
    ]);
    await expectPdf(statement);

    await items(page)
      .first()
      .getByRole('button', { name: text(fr, 'documentation.action.preview') })
      .click();
    const preview = page.getByRole('dialog');
    await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
    await expectNoA11yViolations(page, 'document preview');
    await preview.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe('when the document store fails', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test('a failed download shows the warning modal', async ({ page }) => {
      await page.route('**/api/v1/external/ged/download?**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errorCode: 'api.technical.error' }),
        }),
      );
      await page.goto('/#/doc_generique/rapports');
      await items(page)
        .first()
        .getByRole('button', { name: text(fr, 'documentation.action.download') })
        .click();
      const warning = page.getByTestId('warning-modal-warning');
      await expect(warning).toContainText(text(fr, 'general.warning.alert'));
      await expect(warning).toContainText(text(fr, 'general.download.error'));
      await expectNoA11yViolations(page, 'download warning');
      await warning.getByRole('button', { name: text(fr, 'general.close') }).click();
      await expect(warning).toHaveCount(0);
    });
  });
});

test('a holder resident abroad is warned about reports (lschneider)', async ({ page, request }) => {
  const fr = await frenchTexts(request);
  await signInAs(page, fr, 'lschneider');
  await page.goto('/#/doc_generique/rapports');
  await expect(page.getByTestId('residence-disclaimer')).toContainText(
    text(fr, 'documentation.disclaimer.text'),
  );
});

test('documentation pages in the theme of issuer 2002 (mmartin01)', async ({ page, request }) => {
  const fr = await frenchTexts(request);
  await signInAs(page, fr, 'mmartin01', 'T2002-000102');
  for (const path of [
    'doc_generique',
    'doc_generique/releves',
    'doc_generique/rapports',
    'doc_generique/avis-operations',
  ]) {
    await page.goto(`/#/${path}`);
    await expect(
      page.getByTestId('document-list').or(page.getByText(text(fr, 'documentation.empty'))),
    ).toBeVisible();
    await expectNoA11yViolations(page, `${path} theme 2`);
  }
});

test("another account's issuer shows its own general documents (mmartin01)", async ({ page, request }) => {
  const fr = await frenchTexts(request);
  const reglement = (current: Page) =>
    items(current)
      .filter({ hasText: text(fr, 'doc.generic.reglement') })
      .first();
  const download = async (current: Page) => {
    const [file] = await Promise.all([
      current.waitForEvent('download'),
      reglement(current)
        .getByRole('button', { name: text(fr, 'documentation.action.download') })
        .click(),
    ]);
    await expectPdf(file);
    return file.suggestedFilename();
  };

  await signInAs(page, fr, 'mmartin01', 'T1001-000102');
  await page.goto('/#/doc_generique?lang=fr');
  const first = await download(page);

  await page.goto('/#/dashboard');
  await page.getByRole('link', { name: text(fr, 'dashboard.account.change') }).click();
  await page
    .getByRole('list', { name: text(fr, 'selectaccount.title') })
    .getByRole('button')
    .filter({ hasText: 'T2002-000102' })
    .click();
  await expectDashboard(page);
  await page.goto('/#/doc_generique?lang=fr');
  const second = await download(page);
  expect(second).not.toBe(first);
});
