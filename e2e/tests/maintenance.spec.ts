import { fetchTexts, setThemeAlive, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { KEYS } from '../support/keys';

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

  test('the maintenance route is closed while the portal is alive', async ({ page }) => {
    await page.goto('/#/maintenance');

    await expect(page).toHaveURL(/#\/login$/);
  });
});
