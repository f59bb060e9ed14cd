import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import {
  DEMO_PASSWORD,
  expectDashboard,
  frenchTexts,
  loginAs,
  submitLogin,
  type TTexts,
} from '../support/login';
import { nowIso, readLatestMessage } from '../support/outbox';
import { openFromMenu } from '../support/settings';

const NEW_PASSWORD = 'Nouveau#Secret2026';

test.describe('password change (maj_password)', () => {
  test.use({ allowedConsoleErrors: [/status of (401|403)/] });
  test.describe.configure({ timeout: 180_000 });
  let fr: TTexts;
  test.beforeAll(async ({ request }) => {
    fr = await frenchTexts(request);
  });

  test('a wrong current password is refused; the change ends the other session and the old password', async ({
    page,
    browser,
    request,
  }) => {
    const other = await browser.newPage();
    await loginAs(other, fr, 'sfontaine1');
    await expectDashboard(other);

    await loginAs(page, fr, 'sfontaine1');
    await expectDashboard(page);
    await openFromMenu(page, fr, 'menu.parametres', 'menu.maj_password');
    await expect(page).toHaveURL(/#\/maj_password$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'maj_password.title') })).toBeVisible();
    await expectNoA11yViolations(page, 'maj_password');

    const current = page.getByLabel(text(fr, 'maj_password.current.label'), { exact: true });
    const next = page.getByLabel(text(fr, 'password.new.label'), { exact: true });
    const confirmation = page.getByLabel(text(fr, 'password.new.confirm.label'), { exact: true });
    await current.fill('Faux#MotDePasse99');
    await next.fill('court');
    await expect(page.locator('[data-rule="minlength"]')).toHaveAttribute('data-met', 'false');
    await next.fill(NEW_PASSWORD);
    await expect(page.locator('[data-rule="minlength"]')).toHaveAttribute('data-met', 'true');
    await confirmation.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: text(fr, 'maj_password.submit') }).click();
    await expect(page.getByRole('alert')).toContainText(text(fr, 'password.confirm.error.wrong'));
    await expect(current).toBeFocused();

    await current.fill(DEMO_PASSWORD);
    const changedAfter = nowIso();
    await page.getByRole('button', { name: text(fr, 'maj_password.submit') }).click();
    await expect(page.getByText(text(fr, 'maj_password.success.title'))).toBeVisible();
    const mail = await readLatestMessage(request, 'sophie.fontaine@example.fr', changedAfter);
    expect(mail.subject).toMatch(/mot de passe/i);

    // The other session is over: its next call is refused and it lands on the login page.
    await other.goto('/#/titres');
    await expect(other).toHaveURL(/#\/login/);
    await other.close();

    await page.getByRole('button', { name: text(fr, 'general.logout') }).click();
    await expect(page).toHaveURL(/#\/login/);
    await submitLogin(page, fr, 'sfontaine1', DEMO_PASSWORD);
    await expect(page.getByText(text(fr, 'login.error.credentials'))).toBeVisible();
    await submitLogin(page, fr, 'sfontaine1', NEW_PASSWORD);
    await expectDashboard(page);
  });
});
