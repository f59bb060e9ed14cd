import { fetchThemeFor, fetchThemeLogo } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { themeOrigin } from '../support/urls';

test.describe('issuer theme chosen by the page origin', () => {
  test('theme 3 shows its own title and logo', async ({ page, request }) => {
    const origin = themeOrigin(3);
    const [theme, logo, defaultTheme] = await Promise.all([
      fetchThemeFor(request, origin),
      fetchThemeLogo(request, 3),
      fetchThemeFor(request, 'http://localhost:3100'),
    ]);
    expect(theme.themeId).toBe(3);
    // Otherwise the title check below could pass on the default theme.
    expect(theme.config.head.title).not.toBe(defaultTheme.config.head.title);

    await page.goto(`${origin}/`);

    await expect(page).toHaveURL(/#\/login$/);
    // The tab names the page and the issuer (issue 16 §12).
    await expect(page).toHaveTitle(new RegExp(` – ${escapeRegExp(theme.config.head.title)}$`));
    const logoImage = page.getByRole('img', { name: logo.alt }).first();
    await expect(logoImage).toBeVisible();
    await expect(logoImage).toHaveAttribute('src', new RegExp(`${escapeRegExp(theme.config.logo)}$`));
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /theme-3/);
    await expectNoA11yViolations(page, `login page (theme 3, ${origin})`);
  });

  test("the first screen's texts and logo come in beside the code, each fetched once", async ({
    page,
    request,
  }) => {
    const origin = themeOrigin(3);
    const theme = await fetchThemeFor(request, origin);
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(`${sent.method()} ${new URL(sent.url()).pathname}`));

    await page.goto(`${origin}/`);
    await expect(
      page.getByRole('img', { name: (await fetchThemeLogo(request, 3)).alt }).first(),
    ).toBeVisible();

    const texts = 'GET /api/v1/resource/traduction/fr/3';
    const logo = `GET ${theme.config.logo}`;
    expect(asked.filter((line) => line === texts)).toHaveLength(1);
    expect(asked.filter((line) => line === logo)).toHaveLength(1);
    // Both were asked by the page itself, before even the theme call its first script makes.
    const themeCall = asked.indexOf('POST /api/v1/resource/theme');
    expect(themeCall).toBeGreaterThan(-1);
    expect(asked.indexOf(texts)).toBeLessThan(themeCall);
    expect(asked.indexOf(logo)).toBeLessThan(themeCall);
  });

  test('the default origin gets theme 1', async ({ page, request }) => {
    const theme = await fetchThemeFor(request, 'http://localhost:3100');
    expect(theme.themeId).toBe(1);

    await page.goto('/');

    await expect(page).toHaveTitle(new RegExp(` – ${escapeRegExp(theme.config.head.title)}$`));
  });
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
