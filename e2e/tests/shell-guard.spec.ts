import type { Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';
import { openFirstExecutedPlsOrder } from '../support/history';

test.describe('module guard', () => {
  test('a module the account may not open shows the reason in the neutral modal and stays on the dashboard', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    const droitsCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/business/portefeuille/droits')) droitsCalls.push(call.url());
    });
    // lgarcia01's account is refused the droits module, with its reason (seed).
    await loginAs(page, fr, 'lgarcia01');
    await expectDashboard(page);
    const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
    await menu.getByRole('button', { name: text(fr, 'menu.portefeuille') }).click();
    await menu.getByRole('link', { name: text(fr, 'menu.droits') }).click();

    const modal = page.getByRole('dialog', { name: text(fr, 'habilitations.restriction.msg.n.title') });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(text(fr, 'habilitations.motif.plan'));
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expectNoA11yViolations(page, 'dashboard with the module refusal');
    await modal.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect(modal).toBeHidden();
    await expectDashboard(page);

    // Typing the address gives the same answer; the page never asked for the refused data.
    await page.goto('/#/droits');
    await expect(
      page.getByRole('dialog', { name: text(fr, 'habilitations.restriction.msg.n.title') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/dashboard$/);
    expect(droitsCalls).toEqual([]);
  });

  test('a refused module blocks the navigation: the holder stays on the page they were on (spec 1 §6)', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, fr, 'lgarcia01');
    await expectDashboard(page);
    const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
    await menu.getByRole('button', { name: text(fr, 'menu.portefeuille') }).click();
    await menu.getByRole('link', { name: text(fr, 'menu.titres') }).click();
    await expect(page).toHaveURL(/#\/titres$/);
    await menu.getByRole('link', { name: text(fr, 'menu.droits') }).click();

    const modal = page.getByRole('dialog', { name: text(fr, 'habilitations.restriction.msg.n.title') });
    await expect(modal).toContainText(text(fr, 'habilitations.motif.plan'));
    await expect(page).toHaveURL(/#\/titres$/);
    await modal.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/#\/titres$/);
  });

  test('an allowed module opens', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'lgarcia01');
    await expectDashboard(page);
    await page.goto('/#/titres');
    await expect(page).toHaveURL(/#\/titres$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  /**
   * The account's menu as the server sent it, with one sub-module refused (the seed refuses
   * neither of these to anyone): what the page's guard does with it is the test.
   */
  async function refuseInMenu(page: Page, moduleKey: string, reason: string) {
    await page.route('**/api/v1/resource/modules', async (route) => {
      const answer = await route.fetch();
      const groups = (await answer.json()) as {
        sousModule: { moduleKey: string; habiliteActi: boolean; motifsBlocage: string[] }[];
      }[];
      for (const subModule of groups.flatMap((group) => group.sousModule))
        if (subModule.moduleKey === moduleKey)
          Object.assign(subModule, { habiliteActi: false, motifsBlocage: [reason] });
      await route.fulfill({ response: answer, json: groups });
    });
  }

  test('an account refused the operations group (passage_operations) cannot open selling (spec 3 §6)', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await refuseInMenu(page, 'passage_operations', 'habilitations.motif.plan');
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    await page.goto('/#/operation_vendre');
    const modal = page.getByRole('dialog', { name: text(fr, 'habilitations.restriction.msg.n.title') });
    await expect(modal).toContainText(text(fr, 'habilitations.motif.plan'));
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test("a group's own address opens its first page the account may use (spec 3 §2 wrapper routes)", async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await refuseInMenu(page, 'ost_pda', 'habilitations.motif.plan');
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    await page.goto('/#/passage_operations');
    await expect(page).toHaveURL(/#\/operation_acheter$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'menu.operation_acheter') }),
    ).toBeVisible();
    // The refused first sub-module is passed over for the next one.
    await page.goto('/#/ost');
    await expect(page).toHaveURL(/#\/ost_ak$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("an operation's details open for the tab that lists it, whichever tabs are refused (spec 3 §6)", async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await refuseInMenu(page, 'histo_ope_bourse', 'habilitations.motif.plan');
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    await openFirstExecutedPlsOrder(page, fr);
    await expect(page.getByTestId('order-summary')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('account choice guard', () => {
  test('a holder of several accounts who has not chosen one reaches no signed-in page but the choice (spec 1 §4, §6)', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 409) refused.push(response.url());
    });
    // mmartin01 holds three accounts (seed).
    await loginAs(page, fr, 'mmartin01');
    await expect(page).toHaveURL(/#\/select-account$/);

    await page.goto('/#/dashboard');
    await expect(page).toHaveURL(/#\/select-account$/);

    // The header logo leads to the root, which leads on to the choice too.
    await expect(page.getByRole('link', { name: text(fr, 'theme.logo.alt') })).toHaveAttribute('href', '#/');
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/select-account$/);

    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'selectaccount.title') }),
    ).toBeVisible();
    await expect(page.getByTestId('dashboard-page')).toHaveCount(0);
    // No call of the signed-in area went out without an account (general.error.account.none).
    expect(refused).toEqual([]);
  });
});
