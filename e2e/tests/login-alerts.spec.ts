import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { KEYS } from '../support/keys';
import { themeOrigin } from '../support/urls';

test.describe("the issuer's alerts on the login page", () => {
  test('a visitor of theme 2 reads the phishing warning under the form, in the language chosen', async ({
    page,
    request,
  }) => {
    const [fr, en] = await Promise.all([fetchTexts(request, 'fr'), fetchTexts(request, 'en')]);
    await page.goto(`${themeOrigin(2)}/#/login`);
    const alerts = page.getByRole('region', { name: text(fr, 'login.alerts.title') });
    await expect(alerts).toBeVisible();
    const alert = alerts.getByRole('listitem');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(text(fr, 'dashboard.alerts.level.urgent'));
    await expect(alert.getByRole('heading', { level: 3 })).toHaveText('Tentatives d’hameçonnage en cours');
    await expect(alert).toContainText('Ne communiquez jamais votre mot de passe.');
    // The form comes first: the alert sits under the login links.
    const formBox = await page.getByRole('button', { name: text(fr, 'login.submit') }).boundingBox();
    expect((await alerts.boundingBox())!.y).toBeGreaterThan(formBox!.y);
    await expectNoA11yViolations(page, 'login page with an urgent alert (theme 2)');

    await page.getByRole('combobox', { name: text(fr, KEYS.languageSwitcher) }).selectOption('en');
    await expect(page.getByRole('region', { name: text(en, 'login.alerts.title') })).toContainText(
      'Phishing attempts under way',
    );
  });

  test('a theme with no alert in force shows none, and the past and future ones never show', async ({
    page,
    request,
  }) => {
    const fr = await fetchTexts(request, 'fr');
    const asked = page.waitForResponse((answer) => answer.url().includes('/business/alertsWithoutToken'));
    await page.goto(`${themeOrigin(3)}/#/login`);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'login.title') })).toBeVisible();
    expect(await (await asked).json()).toEqual([]);
    await expect(page.getByTestId('login-alerts')).toHaveCount(0);
    await page.goto(`${themeOrigin(1)}/#/login`);
    const alerts = page.getByTestId('login-alerts');
    await expect(alerts.getByRole('listitem')).toHaveCount(1);
    await expect(alerts).toContainText('Imprimés fiscaux disponibles');
    await expect(alerts).not.toContainText('Opération sur titres close');
  });
});
