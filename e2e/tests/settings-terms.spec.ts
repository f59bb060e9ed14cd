import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';

// rfaure0001 accepted the first terms only. The first journey leaves them unaccepted for the second.
test.describe.serial('terms of use at login', () => {
  // The server's 403 cgu.error.pending is a failed load in the browser's console.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 403/] });

  test('the server refuses the shell’s calls while the terms are pending, and the app shows them', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    // The route guard is told nothing is pending (as when new terms are published mid-session):
    // the server's refusal alone must bring the holder to the terms.
    await page.route(
      '**/api/v1/auth/authenticate/cgu',
      (route) => route.fulfill({ json: { pendingVersion: null, acceptedVersion: 2, acceptedAt: null } }),
      { times: 1 },
    );
    await loginAs(page, fr, 'rfaure0001');
    await expect(page).toHaveURL(/#\/cgu$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'cgu.title') })).toBeVisible();
    await expect(page.getByTestId('terms-of-use')).toBeVisible();
    // No error modal over the terms.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: text(fr, 'cgu.decline') }).click();
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('new terms of use are shown at login and must be accepted before the shell', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'rfaure0001');
    await expect(page).toHaveURL(/#\/cgu$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'cgu.title') })).toBeVisible();
    await expect(page.getByTestId('terms-of-use')).toBeVisible();
    await expectNoA11yViolations(page, 'terms acceptance');

    // The shell stays closed while the terms are not accepted.
    await page.goto('/#/dashboard');
    await expect(page).toHaveURL(/#\/cgu$/);
    await page.getByRole('button', { name: text(fr, 'cgu.accept') }).click();
    await expect(page.getByText(text(fr, 'cgu.error.required'))).toBeVisible();
    await page.getByLabel(text(fr, 'cgu.accept.label')).check();
    await page.getByRole('button', { name: text(fr, 'cgu.accept') }).click();
    await expectDashboard(page);

    // Accepted once: the next login goes straight to the dashboard.
    await page.getByRole('button', { name: text(fr, 'general.logout') }).click();
    await loginAs(page, fr, 'rfaure0001');
    await expectDashboard(page);
  });
});
