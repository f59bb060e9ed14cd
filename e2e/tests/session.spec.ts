import type { Page } from '@playwright/test';
import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';

/** The access token the page received, read from the login answer as it passes. */
async function loginAndCatchToken(
  page: Page,
  texts: Record<string, string>,
  login: string,
  path?: string,
): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/authenticate'));
  await loginAs(page, texts, login, path);
  return ((await (await answer).json()) as { token: string }).token;
}

test.describe('session', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/] });

  test('a 401 runs one refresh with the cookie and the call is retried', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await loginAndCatchToken(page, fr, 'jdupont01');
    await expectDashboard(page);

    let refused = 0;
    await page.route('**/api/v1/business/titulaire', async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: '{"errorCode":"general.error.unauthorized"}',
        });
      } else await route.continue();
    });
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/auth/authenticate/refreshtoken'))
        refreshes.push(response.status());
    });

    const retried = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/business/titulaire') && response.status() === 200,
    );
    await page.reload();
    await retried;
    await expectDashboard(page);
    await expect(page.getByTestId('holder-name')).toHaveText('Jean Dupont');
    expect(refused).toBe(1);
    await expect.poll(() => refreshes).toEqual([200]);
  });

  test('a refresh that fails logs out', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    const token = await loginAndCatchToken(page, fr, 'jdupont01');
    await expectDashboard(page);

    // The session is revoked elsewhere (another tab logged out): the next call gets 401.
    const revoked = await request.post('/api/v1/auth/logout', { data: { token } });
    expect(revoked.ok()).toBe(true);
    await page.reload();

    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'login.title') })).toBeVisible();
    await page.goto('/#/dashboard');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('idle: the popup lets the holder stay, then idling on logs out', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    // Non-production knob (lib/session/idle-timings.ts): popup after 2 s idle, logout 12 s later
    // (long enough for the accessibility scan to finish before the holder clicks "stay").
    await loginAndCatchToken(page, fr, 'jdupont01', '/?idleSeconds=2&timeoutSeconds=12#/login');
    await expectDashboard(page);

    const popup = page.getByRole('dialog', { name: text(fr, 'session.timeout.title') });
    await expect(popup).toBeVisible({ timeout: 8000 });
    await expectNoA11yViolations(page, 'session time-out popup');
    await popup.getByRole('button', { name: text(fr, 'session.timeout.stay') }).click();
    await expect(popup).toBeHidden();
    await expectDashboard(page);

    await expect(popup).toBeVisible({ timeout: 8000 });
    await expect(page).toHaveURL(/#\/login$/, { timeout: 20_000 });
    await expect(popup).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'login.title') })).toBeVisible();
  });

  test('logout keeps the chosen language', async ({ page, request }) => {
    const [fr, en] = await Promise.all([frenchTexts(request), fetchTexts(request, 'en')]);
    await page.goto('/#/login');
    await page.getByRole('combobox', { name: text(fr, 'general.language.label') }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: text(en, 'login.title') })).toBeVisible();

    await loginAndCatchToken(page, en, 'jdupont01');
    await expectDashboard(page);
    await page.getByRole('button', { name: text(en, 'general.logout') }).click();

    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: text(en, 'login.title') })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text(en, 'login.title') })).toBeVisible();
  });
});
