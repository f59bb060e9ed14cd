import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { KEYS } from '../support/keys';

test.describe('login page languages', () => {
  test('a fresh start shows the login page in French', async ({ page, request }) => {
    const fr = await fetchTexts(request, 'fr');

    await page.goto('/');

    // Root → dashboard → not signed in → login.
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, KEYS.loginTitle) })).toBeVisible();
    await expect(page.getByLabel(text(fr, KEYS.loginIdentifier), { exact: true })).toBeVisible();
    await expect(page.getByLabel(text(fr, KEYS.loginPassword), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text(fr, KEYS.loginSubmit) })).toBeVisible();
    await expect(page.getByRole('combobox', { name: text(fr, KEYS.languageSwitcher) })).toHaveValue('fr');
    await expectNoA11yViolations(page, 'login page (fr)');
  });

  for (const language of ['en', 'de'] as const) {
    test(`switching to ${language} changes the visible texts`, async ({ page, request }) => {
      const [fr, target] = await Promise.all([fetchTexts(request, 'fr'), fetchTexts(request, language)]);
      // The catalogue test guarantees translations; this guards the journey against a key that is
      // identical in both languages, which would make the assertions below unable to fail.
      for (const key of [KEYS.loginTitle, KEYS.loginSubmit, KEYS.languageSwitcher]) {
        expect(text(target, key), `${key} reads the same in fr and ${language}`).not.toBe(text(fr, key));
      }

      await page.goto('/#/login');
      await expect(page.getByRole('heading', { level: 1, name: text(fr, KEYS.loginTitle) })).toBeVisible();

      await page.getByRole('combobox', { name: text(fr, KEYS.languageSwitcher) }).selectOption(language);

      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(
        page.getByRole('heading', { level: 1, name: text(target, KEYS.loginTitle) }),
      ).toBeVisible();
      await expect(page.getByLabel(text(target, KEYS.loginIdentifier), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: text(target, KEYS.loginSubmit) })).toBeVisible();
      await expect(page.getByRole('combobox', { name: text(target, KEYS.languageSwitcher) })).toHaveValue(
        language,
      );
      await expect(page.getByText(text(fr, KEYS.loginTitle), { exact: true })).toHaveCount(0);
      await expectNoA11yViolations(page, `login page (${language})`);

      // The choice is stored: a reload keeps the language.
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: text(target, KEYS.loginTitle) }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
  }
});
