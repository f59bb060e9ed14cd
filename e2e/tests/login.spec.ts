import { fetchThemeFor, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { DEMO_PASSWORD, expectDashboard, fill, frenchTexts, loginAs, submitLogin } from '../support/login';

test.describe('login', () => {
  // The browser logs each refused call; these journeys expect 40[13], 423 answers.
  test.use({
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (40[13]|423)/],
  });

  test('a holder with one account lands on the dashboard of that account', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'login.title') })).toBeVisible();

    // Empty fields are refused before any call.
    await page.getByRole('button', { name: text(fr, 'login.submit') }).click();
    await expect(page.getByText(text(fr, 'form.field.validator.message')).first()).toBeVisible();
    await expectNoA11yViolations(page, 'login page with required errors');

    await submitLogin(page, fr, 'jdupont01');
    await expectDashboard(page);
    const card = page.getByTestId('active-account');
    await expect(card).toContainText(
      fill(text(fr, 'dashboard.account.line'), { emetLibe: 'Aubépine Industries', actiIden: 101 }),
    );
    await expect(page.getByTestId('holder-name')).toHaveText('Jean Dupont');
    await expect(card.getByRole('link', { name: text(fr, 'dashboard.account.change') })).toHaveCount(0);
    await expectNoA11yViolations(page, 'dashboard');

    // Login-area pages send a signed-in user back to the dashboard (spec 1 §4).
    await page.goto('/#/login');
    await expectDashboard(page);
  });

  test('a holder with several accounts chooses one, and the dashboard shows that issuer', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'mmartin01');

    await expect(page).toHaveURL(/#\/select-account$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'selectaccount.title') }),
    ).toBeVisible();
    const accounts = page.getByRole('list', { name: text(fr, 'selectaccount.title') }).getByRole('button');
    await expect(accounts).toHaveCount(3);
    await expectNoA11yViolations(page, 'select-account');

    // The login area keeps a user who has not chosen yet on the choice.
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/select-account$/);

    const second = accounts.nth(1);
    const issuer = (await second.locator('span').first().textContent()) ?? '';
    expect(issuer).not.toBe('');
    await second.focus();
    await page.keyboard.press('Enter');

    await expectDashboard(page);
    await expect(page.getByTestId('active-account')).toContainText(issuer);
    // The portal now wears the chosen issuer's theme (Calanque Énergie is theme 2).
    const calanque = (await fetchThemeFor(request, 'http://theme2.localhost')).config.head.title;
    await expect(page).toHaveTitle(new RegExp(` – ${calanque}$`));
    await expect(page.getByTestId('holder-name')).toHaveText('Marie Martin');
    await expect(page.getByRole('link', { name: text(fr, 'dashboard.account.change') })).toBeVisible();

    // Chosen: the login area now leads to the dashboard.
    await page.goto('/#/login');
    await expectDashboard(page);
  });

  test('a wrong password is told beside the form', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    await page.getByRole('button', { name: text(fr, 'general.logout') }).click();

    await expect(page).toHaveURL(/#\/login$/);
    await submitLogin(page, fr, 'jdupont01', 'Nomina#Wrong2025');
    await expect(
      page.getByRole('alert').filter({ hasText: text(fr, 'login.error.credentials') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    await expectNoA11yViolations(page, 'login page with credentials error');
  });

  test('five wrong passwords lock the account, even for the right password afterwards', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/login');
    const error = page.getByTestId('login-error');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answered = page.waitForResponse((response) =>
        response.url().endsWith('/api/v1/auth/authenticate'),
      );
      await submitLogin(page, fr, 'plefevre01', `Nomina#Wrong${attempt}`);
      await answered;
      await expect(error).toBeVisible();
    }
    await submitLogin(page, fr, 'plefevre01', DEMO_PASSWORD);
    await expect(error).toHaveText(text(fr, 'login.error.locked'));
    await expect(page).toHaveURL(/#\/login$/);
    await expectNoA11yViolations(page, 'login page with locked error');
  });
});
