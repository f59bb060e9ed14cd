import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts } from '../support/login';

/** A demo SSO link as the issuer's intranet gives it; only its in-app part is opened. */
async function ssoPath(
  request: import('@playwright/test').APIRequestContext,
  login: string,
): Promise<string> {
  const response = await request.get(`/api/v1/dev/sso-link?login=${login}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { url } = (await response.json()) as { url: string };
  return `/${new URL(url).hash}`;
}

test.describe('SSO', () => {
  // The browser logs each refused call; these journeys expect 401 answers.
  test.use({
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (401)/],
  });

  test('an SSO link logs the holder in and opens the dashboard', async ({ page, request }) => {
    await page.goto(await ssoPath(request, 'jdupont01'));
    await expectDashboard(page);
    await expect(page.getByTestId('holder-name')).toHaveText('Jean Dupont');
    await expectNoA11yViolations(page, 'dashboard after SSO');
  });

  test('a tampered token is refused with the alert, then back to login', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    const path = await ssoPath(request, 'jdupont01');
    const tampered = `${path.slice(0, -6)}${path.slice(-6) === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`;

    await page.goto(tampered);
    const dialog = page.getByRole('dialog', { name: text(fr, 'general.warning.alert') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text(fr, 'sso.error.invalid'));
    await expectNoA11yViolations(page, 'SSO refused');
    await dialog.getByRole('button', { name: text(fr, 'general.close') }).click();

    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'login.title') })).toBeVisible();
  });
});
