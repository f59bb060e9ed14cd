import type { Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';
import { apiGet, catchBearer, euros, scrollsSideways } from '../support/portfolio';

type TTitres = { total: number; lignes: { valeLibe: string; isin: string; plusMoinsValue: number | null }[] };
type TDroits = { total: number; groupes: { type: string; total: number; plans: { planLibe: string }[] }[] };
type TPositions = { total: number; fonds: { fondsLibe: string }[] };

/** The portfolio's tab bar, found by its name. */
const tabBar = (page: Page, fr: Record<string, string>) =>
  page.getByRole('navigation', { name: text(fr, 'portfolio.tabs.label') });

test.describe('portfolio', () => {
  test('jdupont01 opens each tab: securities with details, rights by type; then the funds page', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    const bearer = await catchBearer(page, '/api/v1/business/avoirs', async () => {
      await loginAs(page, fr, 'jdupont01');
      await expectDashboard(page);
    });
    const [titres, droits, positions] = await Promise.all([
      apiGet<TTitres>(request, bearer, '/business/portefeuille/titres'),
      apiGet<TDroits>(request, bearer, '/business/portefeuille/droits'),
      apiGet<TPositions>(request, bearer, '/business/positions'),
    ]);

    await page.goto('/#/titres');
    const tabs = tabBar(page, fr);
    // Spec 3 §2: the container's tabs are the securities and the rights; funds is a page of its own.
    await expect(tabs.getByRole('link')).toHaveCount(2);
    await expect(tabs.getByRole('link', { name: text(fr, 'menu.titres') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = page.getByTestId('titres-table');
    await expect(table.locator('tbody tr')).toHaveCount(titres.lignes.length);
    for (const line of titres.lignes)
      await expect(table.getByRole('cell', { name: line.isin }).first()).toBeVisible();
    await expect(table.locator('tfoot')).toContainText(euros(titres.total, 'fr'));
    // A gain or a loss is written with its sign, not only coloured.
    const withValue = titres.lignes.find((line) => line.plusMoinsValue !== null && line.plusMoinsValue !== 0);
    if (withValue?.plusMoinsValue)
      await expect(table).toContainText(`${withValue.plusMoinsValue > 0 ? '+' : '-'}`);
    await expectNoA11yViolations(page, 'titres (theme 1)');

    // The details of a security: quote, change, 30-day chart and fee schedule.
    const first = titres.lignes[0]!;
    await table
      .getByRole('button', { name: new RegExp(first.valeLibe) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: first.valeLibe });
    await expect(dialog.getByTestId('details-variation')).toHaveText(/^[+-]?\d/);
    await expect(dialog.locator('figure').getByRole('img')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: text(fr, 'portfolio.details.bareme') })).toBeVisible();
    await expectNoA11yViolations(page, 'security details (theme 1)');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await tabs.getByRole('link', { name: text(fr, 'menu.droits') }).click();
    await expect(page).toHaveURL(/#\/droits$/);
    for (const groupe of droits.groupes.filter((item) => item.plans.length > 0)) {
      const group = page.getByTestId(`droits-${groupe.type}`);
      await expect(group.locator('tbody tr')).toHaveCount(groupe.plans.length);
      await expect(group.locator('tfoot')).toContainText(euros(groupe.total, 'fr'));
    }
    await expect(page.getByTestId('droits-AGA')).toContainText(text(fr, 'portfolio.droits.aga'));
    await expect(page.getByTestId('droits-STOCK_OPTION')).toContainText(text(fr, 'portfolio.droits.so'));
    await expect(page.getByTestId('droits-total')).toContainText(euros(droits.total, 'fr'));
    await expectNoA11yViolations(page, 'droits (theme 1)');

    await page
      .getByTestId('side-menu')
      .getByRole('link', { name: text(fr, 'menu.fonds') })
      .click();
    await expect(page).toHaveURL(/#\/fonds$/);
    await expect(tabs).toHaveCount(0);
    const fonds = page.getByTestId('fonds-table');
    await expect(fonds.locator('tbody tr')).toHaveCount(positions.fonds.length);
    for (const item of positions.fonds) await expect(fonds).toContainText(item.fondsLibe);
    await expect(fonds.locator('tfoot')).toContainText(euros(positions.total, 'fr'));
    await expectNoA11yViolations(page, 'fonds (theme 1)');
  });

  test('a holder without rights sees no tab bar: the page and the tabs never disagree', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'lschneider');
    await expectDashboard(page);
    await page.goto('/#/titres');
    await expect(page.getByTestId('titres-table')).toBeVisible();
    // Spec 3 §2: the tabs show only when both the securities and the rights are there.
    await expect(tabBar(page, fr)).toHaveCount(0);
    // Opened by its address, the rights section says there is nothing to show, and no other tab is lit.
    await page.goto('/#/droits');
    await expect(page.getByTestId('portfolio-empty')).toContainText(text(fr, 'portfolio.droits.empty'));
    await expect(tabBar(page, fr)).toHaveCount(0);
    await expect(
      page.locator('[aria-current="page"]').filter({ hasText: text(fr, 'menu.titres') }),
    ).toHaveCount(0);
  });

  test('lgarcia01 may not open the rights: no rights tab, and the API refuses them', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    const bearer = await catchBearer(page, '/api/v1/business/avoirs', async () => {
      await loginAs(page, fr, 'lgarcia01');
      await expectDashboard(page);
    });
    const refused = await request.get('/api/v1/business/portefeuille/droits', {
      headers: { authorization: bearer },
    });
    expect(refused.status()).toBe(403);
    await expect(
      page.getByTestId('quick-links').getByRole('link', { name: text(fr, 'menu.droits') }),
    ).toHaveCount(0);
    await page.goto('/#/titres');
    await expect(page.getByTestId('titres-table')).toBeVisible();
    await expect(tabBar(page, fr)).toHaveCount(0);
  });

  test('at 360 px the tables become cards and nothing scrolls sideways', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    expect(await scrollsSideways(page)).toBe(false);
    for (const [route, testId] of [
      ['titres', 'titres-table'],
      ['droits', 'droits-AGA'],
      ['fonds', 'fonds-table'],
    ] as const) {
      await page.goto(`/#/${route}`);
      await expect(page.getByTestId(testId)).toBeVisible();
      expect(await scrollsSideways(page), `${route} scrolls sideways at 360 px`).toBe(false);
      // Column headers are read before each value on a card.
      await expect(page.getByTestId(testId).locator('thead')).not.toBeInViewport();
    }
  });

  test('theme 2: mmartin01 on the Calanque account passes axe on each tab', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'mmartin01');
    await expect(page).toHaveURL(/#\/select-account$/);
    await page
      .getByRole('list', { name: text(fr, 'selectaccount.title') })
      .getByRole('button')
      .filter({ hasText: 'Calanque' })
      .click();
    await expectDashboard(page);
    for (const [route, testId] of [
      ['titres', 'titres-table'],
      ['droits', 'droits-AGA'],
      ['fonds', 'fonds-table'],
    ] as const) {
      await page.goto(`/#/${route}`);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expectNoA11yViolations(page, `${route} (theme 2)`);
    }
  });
});

test.describe('portfolio failures', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 503/] });

  test('a failed call is told in words, and the other sections stay', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.route('**/api/v1/business/portefeuille/titres', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"errorCode":"general.error.technical"}',
      }),
    );
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    await page.goto('/#/titres');
    await expect(page.getByTestId('portfolio-error')).toHaveText(text(fr, 'portfolio.error'));
    // Without the securities the container shows no tabs (spec 3 §2); the rights stay in the menu.
    await expect(tabBar(page, fr)).toHaveCount(0);
    await page
      .getByTestId('side-menu')
      .getByRole('link', { name: text(fr, 'menu.droits') })
      .click();
    await expect(page.getByTestId('droits-AGA')).toBeVisible();
  });
});
