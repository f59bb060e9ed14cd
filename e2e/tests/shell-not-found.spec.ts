import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { signInAs } from '../support/holder-session';
import { frenchTexts } from '../support/login';

test.describe('not-found page', () => {
  test('a signed-in holder on an unknown address stays in the shell, with the menu, breadcrumbs, logout and a way home', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, fr, 'jdupont01');
    await page.goto('/#/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'notfound.title') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: text(fr, 'shell.menu.label') })).toBeVisible();
    await expect(page.getByRole('button', { name: text(fr, 'general.logout') })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: text(fr, 'shell.breadcrumbs.label') });
    await expect(crumbs.getByRole('link', { name: text(fr, 'menu.dashboard') })).toBeVisible();
    await expect(crumbs).toContainText(text(fr, 'notfound.title'));
    await expectNoA11yViolations(page, 'not-found inside the shell');

    await page.getByRole('link', { name: text(fr, 'notfound.shell.home') }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('a visitor on an unknown address gets the public not-found page', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'notfound.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: text(fr, 'general.logout') })).toHaveCount(0);
    await expect(
      page.getByTestId('not-found-page').getByRole('link', { name: text(fr, 'notfound.home') }),
    ).toBeVisible();
  });
});
