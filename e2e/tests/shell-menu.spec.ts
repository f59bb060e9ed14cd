import type { Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs, type TTexts } from '../support/login';

type TModuleGroupWire = { groupeUrl: string; sousModule: { moduleKey: string; habiliteEmet: boolean }[] };

function mainMenu(page: Page, fr: TTexts) {
  return page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
}

/** The width the last breadcrumb may take, as the browser computes it. */
async function lastCrumbMaxWidth(page: Page): Promise<string> {
  return page
    .getByTestId('breadcrumbs')
    .locator('[aria-current="page"]')
    .evaluate((element) => getComputedStyle(element).maxWidth);
}

test.describe('side menu and breadcrumbs', () => {
  test('desktop: dashboard first, one group open at a time, navigation, breadcrumbs, closing at or below xl', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    const completion = page.waitForResponse('**/api/v1/business/actionnaire/coct-info-completion-status');
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    const menu = mainMenu(page, fr);
    await expect(page.getByTestId('side-menu')).toHaveAttribute('data-state', 'open');
    await expect(menu.getByRole('link').first()).toHaveText(text(fr, 'menu.dashboard'));
    // The dashboard has a single crumb: no breadcrumbs.
    await expect(page.getByTestId('breadcrumbs')).toHaveCount(0);

    // The profile group counts 1 while the account agreement is incomplete (spec 3 §4).
    const { complete } = (await (await completion).json()) as { complete: boolean };
    const profile = menu.getByRole('button', { name: new RegExp(text(fr, 'menu.profil')) });
    await expect(profile.getByTestId('menu-counter')).toHaveCount(complete ? 0 : 1);

    const portfolio = menu.getByRole('button', { name: text(fr, 'menu.portefeuille') });
    const follow = menu.getByRole('button', { name: text(fr, 'menu.suivi_operations') });
    await portfolio.click();
    await expect(portfolio).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: text(fr, 'menu.titres') })).toBeVisible();
    await follow.click();
    await expect(follow).toHaveAttribute('aria-expanded', 'true');
    await expect(portfolio).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: text(fr, 'menu.titres') })).toBeHidden();
    await follow.click();
    await expect(follow).toHaveAttribute('aria-expanded', 'false');
    await expectNoA11yViolations(page, 'dashboard with the menu open');

    // A group without sub-modules is a direct link.
    await menu.getByRole('link', { name: text(fr, 'menu.doc_generique') }).click();
    await expect(page).toHaveURL(/#\/doc_generique$/);
    const crumbs = page.getByTestId('breadcrumbs');
    await expect(crumbs.getByRole('listitem')).toHaveText([
      text(fr, 'menu.dashboard'),
      text(fr, 'menu.doc_generique'),
    ]);
    expect(await lastCrumbMaxWidth(page)).toBe('480px');

    await portfolio.click();
    await menu.getByRole('link', { name: text(fr, 'menu.titres') }).click();
    await expect(page).toHaveURL(/#\/titres$/);
    await expect(crumbs.getByRole('listitem')).toHaveText(
      ['menu.dashboard', 'menu.portefeuille', 'menu.titres'].map((key) => text(fr, key)),
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(text(fr, 'menu.titres'));
    await expect(portfolio).toHaveAttribute('aria-expanded', 'true');

    // At or below xl the menu closes itself to an icon rail (labels kept for screen readers).
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(page.getByTestId('side-menu')).toHaveAttribute('data-state', 'closed');
    expect(await lastCrumbMaxWidth(page)).toBe('380px');
    await expect(menu.getByRole('link', { name: text(fr, 'menu.dashboard') })).toBeVisible();
    await page.getByTestId('menu-burger').click();
    await expect(page.getByTestId('side-menu')).toHaveAttribute('data-state', 'open');

    await crumbs.getByRole('link', { name: text(fr, 'menu.dashboard') }).click();
    await expectDashboard(page);
  });

  test('a group with one shown sub-module is a direct link to it', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    // The register is answered with only titres offered by the issuer in the portfolio group (and
    // the group's own module, portefeuille, never shown, which every portfolio page needs).
    await page.route('**/api/v1/resource/modules', async (route) => {
      const response = await route.fetch();
      const groups = (await response.json()) as TModuleGroupWire[];
      for (const group of groups.filter((item) => item.groupeUrl === 'portefeuille'))
        for (const sub of group.sousModule)
          sub.habiliteEmet = ['portefeuille', 'titres'].includes(sub.moduleKey);
      await route.fulfill({ response, json: groups });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    const menu = mainMenu(page, fr);
    await expect(menu.getByRole('button', { name: text(fr, 'menu.portefeuille') })).toHaveCount(0);
    await menu.getByRole('link', { name: text(fr, 'menu.portefeuille') }).click();
    await expect(page).toHaveURL(/#\/titres$/);
  });

  test('phone: burger opens the drawer, choosing a page closes it', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    const burger = page.getByTestId('menu-burger');
    const menu = mainMenu(page, fr);
    await expect(menu).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await burger.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: text(fr, 'menu.dashboard') })).toBeFocused();
    await expectNoA11yViolations(page, 'phone dashboard with the drawer open');

    const portfolio = menu.getByRole('button', { name: text(fr, 'menu.portefeuille') });
    const profile = menu.getByRole('button', { name: new RegExp(text(fr, 'menu.profil')) });
    await portfolio.click();
    await profile.click();
    await expect(portfolio).toHaveAttribute('aria-expanded', 'false');
    await expect(profile).toHaveAttribute('aria-expanded', 'true');
    await profile.click();
    await portfolio.click();
    await menu.getByRole('link', { name: text(fr, 'menu.titres') }).click();
    await expect(page).toHaveURL(/#\/titres$/);
    await expect(menu).toBeHidden();
    expect(await lastCrumbMaxWidth(page)).toBe('180px');

    await burger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test('theme 2: the shell, its menu, cookie notice, starter and tutorial pass axe', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, fr, 'mmartin01');
    await expect(page).toHaveURL(/#\/select-account$/);
    await page
      .getByRole('list', { name: text(fr, 'selectaccount.title') })
      .getByRole('button', { name: /Calanque/ })
      .click();
    await expectDashboard(page);
    await expect(page.getByTestId('cookie-notice')).toBeVisible();
    await mainMenu(page, fr)
      .getByRole('button', { name: text(fr, 'menu.portefeuille') })
      .click();
    await expectNoA11yViolations(page, 'dashboard shell (theme 2)');
    await page
      .getByTestId('tutorial-starter')
      .getByRole('button', { name: text(fr, 'shell.tutorial.go') })
      .click();
    await expect(page.getByRole('dialog', { name: text(fr, 'shell.tutorial.title') })).toBeVisible();
    await expectNoA11yViolations(page, 'tutorial (theme 2)');
  });

  test('the first dashboard load of the session prepares the space, later ones do not', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    // The menu answers slowly, so the loader is seen while the shell waits for it.
    await page.route('**/api/v1/resource/modules', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await loginAs(page, fr, 'jdupont01');
    const loader = page.getByTestId('loader-white-logo-progress');
    await expect(loader).toContainText(text(fr, 'general.loading.space'));
    await expect(loader).toBeHidden();
    await expectDashboard(page);

    await mainMenu(page, fr)
      .getByRole('link', { name: text(fr, 'menu.doc_generique') })
      .click();
    await mainMenu(page, fr)
      .getByRole('link', { name: text(fr, 'menu.dashboard') })
      .click();
    await expectDashboard(page);
    await page.reload();
    await expectDashboard(page);
    await expect(page.getByTestId('loader-white-logo-progress')).toHaveCount(0);
  });
});
