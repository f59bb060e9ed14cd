import type { Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';

/** The access token the page received, read from the login answer as it passes. */
async function loginAndCatchToken(page: Page, fr: Record<string, string>, path?: string): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/authenticate'));
  await loginAs(page, fr, 'jdupont01', path);
  return ((await (await answer).json()) as { token: string }).token;
}

test.describe('a forced logout says why on the login page', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('after the idle time-out', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    // Non-production knob (lib/session/idle-timings.ts): popup after 2 s idle, logout 2 s later.
    await loginAndCatchToken(page, fr, '/?idleSeconds=2&timeoutSeconds=2#/login');
    await expectDashboard(page);
    await expect(page).toHaveURL(/#\/login$/, { timeout: 15_000 });
    const notice = page.getByTestId('logout-notice');
    await expect(notice).toContainText(text(fr, 'login.logout.title'));
    await expect(notice).toContainText(text(fr, 'login.logout.reason.idle'));
    await expectNoA11yViolations(page, 'login after the idle time-out');
  });

  test('after the session was revoked elsewhere', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    const token = await loginAndCatchToken(page, fr);
    await expectDashboard(page);
    expect((await request.post('/api/v1/auth/logout', { data: { token } })).ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByTestId('logout-notice')).toContainText(text(fr, 'login.logout.reason.session'));
  });

  test('the keep-alive ping renews an active session and notices one revoked elsewhere without a click', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    // Non-production knob (lib/session/idle-timings.ts): a ping every 2 s instead of 600 s.
    const token = await loginAndCatchToken(page, fr, '/?pingSeconds=2#/login');
    await expectDashboard(page);

    const renewed = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/auth/authenticate/refreshtoken'),
    );
    await page.mouse.move(40, 40);
    await page.mouse.move(80, 60);
    expect((await renewed).status()).toBe(200);
    await expectDashboard(page);

    // The session is revoked elsewhere (the first token names it too): the holder only moves the pointer.
    expect((await request.post('/api/v1/auth/logout', { data: { token } })).ok()).toBe(true);
    await page.mouse.move(120, 90);
    await expect(page).toHaveURL(/#\/login$/, { timeout: 10_000 });
    await expect(page.getByTestId('logout-notice')).toContainText(text(fr, 'login.logout.reason.session'));
  });

  test('not after a logout the holder asked for', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await loginAndCatchToken(page, fr);
    await expectDashboard(page);
    await page.getByRole('button', { name: text(fr, 'general.logout') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'login.title') })).toBeVisible();
    await expect(page.getByTestId('logout-notice')).toHaveCount(0);
  });
});
