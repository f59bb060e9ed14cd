import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { frenchTexts } from '../support/login';
import { OLD_ACCOUNTS, heading, submitOldLogin } from '../support/old-account';
import { themeOrigin } from '../support/urls';

test.describe('old-account login', () => {
  // Refused logins answer 401 (wrong password), 423 (blocked) and 429 (locked for a while); the
  // browser logs each.
  test.use({
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (401|423|429)/],
  });

  test('theme 2 offers no old-account access, and ancienolis sends back to login', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.goto(`${themeOrigin(2)}/#/login`);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'login.title') })).toBeVisible();
    await expect(page.getByTestId('legacy-access')).toHaveCount(0);
    await page.goto(`${themeOrigin(2)}/#/ancienolis?variant=pls`);
    await expect(page).toHaveURL(/#\/login$/);
    await expectNoA11yViolations(page, 'theme 2 login');
  });

  test('theme 5 opens the old-PLS variant only', async ({ page }) => {
    await page.goto(`${themeOrigin(5)}/#/ancienolis?variant=olis`);
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('the server refuses the old-account login a theme does not offer, as the page hides it', async ({
    request,
  }) => {
    const { identifier, password } = OLD_ACCOUNTS.olis;
    for (const themeId of [2, 5]) {
      // As a page of that theme sends it: the server reads the theme from the Origin header.
      const refused = await request.post('/api/v1/auth/authenticate/exolis', {
        headers: { origin: themeOrigin(themeId) },
        data: { emetIden: identifier, password, variant: 'OLIS' },
      });
      expect(refused.status(), `theme ${themeId}`).toBe(403);
      expect(((await refused.json()) as { errorCode: string }).errorCode).toBe(
        'habilitations.restriction.msg.n',
      );
    }
  });

  test('field rules, then a wrong password shown inline', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/ancienolis?variant=olis');
    await expect(heading(page, fr, 'oldaccount.login.title')).toBeVisible();
    await page.getByRole('button', { name: text(fr, 'oldaccount.login.submit') }).click();
    await expect(page.getByText(text(fr, 'form.field.validator.message')).first()).toBeVisible();
    await expect(page.getByLabel(text(fr, 'oldaccount.login.identifier'), { exact: true })).toBeFocused();

    await submitOldLogin(page, fr, { identifier: '12 34', password: 'x' });
    await expect(page.getByText(text(fr, 'form.field.validator.numerique'))).toBeVisible();
    await submitOldLogin(page, fr, { identifier: '1234', password: 'x' });
    await expect(page.getByText(text(fr, 'form.validator.minplsId'))).toBeVisible();
    await expectNoA11yViolations(page, 'old-account login errors');

    await submitOldLogin(page, fr, { identifier: OLD_ACCOUNTS.olis.identifier, password: 'Mauvais#2019' });
    await expect(page.getByTestId('old-login-error')).toHaveText(text(fr, 'login.error.credentials'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a blocked old account gets the error modal', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/ancienolis?variant=pls');
    await expect(page.getByLabel(text(fr, 'oldaccount.login.accesscode'), { exact: true })).toBeVisible();
    await submitOldLogin(page, fr, OLD_ACCOUNTS.blocked);
    const dialog = page.getByRole('dialog', { name: text(fr, 'general.warning.alert') });
    await expect(dialog).toContainText(text(fr, 'general.error.blocked.xpls'));
    await expect(page.getByTestId('old-login-error')).toHaveCount(0);
    await expectNoA11yViolations(page, 'old-account blocked modal');
    await dialog.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect(dialog).toHaveCount(0);
  });

  // After the blocked modal's journey: the same account, locked for a minute from here on.
  test('mistyped passwords lock an old account for a while, and the right one waits too', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/ancienolis?variant=pls');
    const error = page.getByTestId('old-login-error');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().includes('/auth/authenticate/'));
      await submitOldLogin(page, fr, { ...OLD_ACCOUNTS.blocked, password: `Mauvais#201${attempt}` });
      await answered;
      await expect(error).toBeVisible();
    }
    await expect(error).toHaveText(text(fr, 'general.error.ratelimit'));
    // The right password is told to wait as well: neither the registrar's block nor a way in.
    const answered = page.waitForResponse((response) => response.url().includes('/auth/authenticate/'));
    await submitOldLogin(page, fr, OLD_ACCOUNTS.blocked);
    expect((await answered).status()).toBe(429);
    await expect(error).toHaveText(text(fr, 'general.error.ratelimit'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/ancienolis/);
    await expectNoA11yViolations(page, 'old-account login locked for a while');
  });

  test('need help leads to forgotcredentials with the password flow', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/ancienolis?variant=olis');
    await page.getByRole('button', { name: text(fr, 'oldaccount.help.button') }).click();
    const dialog = page.getByRole('dialog', { name: text(fr, 'oldaccount.help.title') });
    await expect(dialog).toContainText(text(fr, 'oldaccount.help.text'));
    await expectNoA11yViolations(page, 'old-account help');
    await dialog.getByRole('button', { name: text(fr, 'oldaccount.help.continue') }).click();
    await expect(page).toHaveURL(/#\/forgotcredentials$/);
    await expectNoA11yViolations(page, 'forgotcredentials from old-account help');
  });

  test('closing the help dialog also leads to forgotcredentials (spec 1 §2 item 10)', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/ancienolis?variant=olis');
    await page.getByRole('button', { name: text(fr, 'oldaccount.help.button') }).click();
    const dialog = page.getByRole('dialog', { name: text(fr, 'oldaccount.help.title') });
    await dialog.getByRole('button', { name: text(fr, 'general.close'), exact: true }).click();
    await expect(page).toHaveURL(/#\/forgotcredentials$/);
  });
});
