import { fetchTexts, setThemeAlive, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { KEYS } from '../support/keys';
import { expectDashboard, loginAs } from '../support/login';

test.describe('maintenance mode', () => {
  // Whatever happens in the test, the shared server leaves maintenance for the next tests.
  test.afterEach(async ({ request }) => {
    await setThemeAlive(request, 1, true);
  });

  test('a guarded route shows the maintenance screen, and the app leaves it when maintenance ends', async ({
    page,
    request,
  }) => {
    const fr = await fetchTexts(request, 'fr');
    await setThemeAlive(request, 1, false);

    await page.goto('/#/dashboard');

    await expect(page).toHaveURL(/#\/maintenance$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, KEYS.maintenanceTitle) }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'maintenance screen');

    await setThemeAlive(request, 1, true);

    // The screen polls the theme every 5 s; then root → dashboard → not signed in → login.
    await expect(page).toHaveURL(/#\/login$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: text(fr, KEYS.loginTitle) })).toBeVisible();
    await expect(page.getByRole('heading', { name: text(fr, KEYS.maintenanceTitle) })).toHaveCount(0);
  });

  test('a signed-in holder sees maintenance on reload, and the dashboard again once it ends', async ({
    page,
    request,
  }) => {
    const fr = await fetchTexts(request, 'fr');
    // jdupont01's account is on theme 1, the theme of this origin: the login does not reload, so
    // the session has saved no theme answer yet and the reload asks the server.
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    await setThemeAlive(request, 1, false);

    await page.reload();
    await expect(page).toHaveURL(/#\/maintenance$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, KEYS.maintenanceTitle) }),
    ).toBeVisible();

    await setThemeAlive(request, 1, true);

    // The recheck asks the server, not the answer the session may hold: root → dashboard.
    await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 15_000 });
    await expectDashboard(page);
    await page.reload();
    await expectDashboard(page);
  });

  test.describe('during a session', () => {
    // The browser logs the refused calls this journey is about.
    test.use({ allowedConsoleErrors: [/status of 503/] });

    test('a signed-in holder’s next call during maintenance lands on the maintenance page, session kept', async ({
      page,
      request,
    }) => {
      const fr = await fetchTexts(request, 'fr');
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginAs(page, fr, 'jdupont01');
      await expectDashboard(page);
      // The tab still holds a live theme: only the server knows, and refuses the next call (503),
      // whichever comes first (the page's own refreshes, or the one opening a page).
      const refused: string[] = [];
      page.on('response', async (response) => {
        if (response.status() === 503 && /\/api\/v1\/(business|external)\//.test(response.url()))
          refused.push(((await response.json()) as { errorCode: string }).errorCode);
      });
      await setThemeAlive(request, 1, false);
      await page.evaluate(() => {
        window.location.hash = '#/doc_generique';
      });

      await expect(page).toHaveURL(/#\/maintenance$/);
      await expect(
        page.getByRole('heading', { level: 1, name: text(fr, KEYS.maintenanceTitle) }),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(refused.length).toBeGreaterThan(0);
      expect(new Set(refused)).toEqual(new Set(['general.error.maintenance']));

      await setThemeAlive(request, 1, true);

      // Logout and refresh stayed open: the session outlived the maintenance.
      await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 15_000 });
      await expectDashboard(page);
    });
  });

  test('the maintenance route is closed while the portal is alive', async ({ page }) => {
    await page.goto('/#/maintenance');

    await expect(page).toHaveURL(/#\/login$/);
  });
});
