import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { frenchTexts, type TTexts } from '../support/login';
import { openFromMenu } from '../support/settings';

test.describe('e-services, e-convocation and the advance-payment exemption', () => {
  // Calls still in flight when the holder logs out are answered 401.
  test.use({ allowedConsoleErrors: [/status of 401/] });
  test.describe.configure({ timeout: 180_000 });
  let fr: TTexts;
  test.beforeAll(async ({ request }) => {
    fr = await frenchTexts(request);
  });

  test('subscribing to e-services and e-convocation holds after a reload', async ({ page }) => {
    await signInAs(page, fr, 'jdupont01');
    await openFromMenu(page, fr, 'menu.parametres', 'menu.e_services');
    await expect(page).toHaveURL(/#\/e_services$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'e_services.title') })).toBeVisible();
    await expect(page.getByText(text(fr, 'e_services.status.off'))).toBeVisible();
    await expectNoA11yViolations(page, 'e_services');

    await page.getByRole('button', { name: text(fr, 'e_services.subscribe') }).click();
    await expect(page.getByText(text(fr, 'e_services.error.confirmation'))).toBeVisible();
    await page.getByLabel(text(fr, 'e_services.confirm.label')).check();
    await page.getByRole('button', { name: text(fr, 'e_services.subscribe') }).click();
    await expect(page.getByText(text(fr, 'e_services.saved.on'))).toBeVisible();
    await page.reload();
    await expect(page.getByText(text(fr, 'e_services.status.on'))).toBeVisible();
    await expect(page.getByRole('button', { name: text(fr, 'e_services.unsubscribe') })).toBeVisible();

    await openFromMenu(page, fr, 'menu.parametres', 'menu.e_convocation');
    await expect(page).toHaveURL(/#\/e_convocation$/);
    await expect(page.getByTestId('e-convocation-email')).toContainText('@example.fr');
    await expectNoA11yViolations(page, 'e_convocation');
    await page.getByRole('button', { name: text(fr, 'e_convocation.subscribe') }).click();
    await expect(page.getByText(text(fr, 'e_convocation.saved.on'))).toBeVisible();
    await page.reload();
    await expect(page.getByText(text(fr, 'e_convocation.status.on'))).toBeVisible();

    // The profile shows both choices, each with the way to change it.
    await page.goto('/#/profil');
    const choices = page.getByRole('region', { name: text(fr, 'profil.communication.title') });
    await expect(choices).toContainText(text(fr, 'e_services.status.on'));
    await expect(choices).toContainText(text(fr, 'e_convocation.status.on'));
    await choices.getByRole('link', { name: text(fr, 'profil.communication.eConvocation.change') }).click();
    await expect(page).toHaveURL(/#\/e_convocation$/);
  });

  test('a French resident requests the exemption; a resident abroad is stopped by the guard', async ({
    page,
  }) => {
    await signInAs(page, fr, 'jdupont01');
    await openFromMenu(page, fr, 'menu.parametres', 'menu.dispense_acompte');
    await expect(page).toHaveURL(/#\/dispense_acompte$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'dispense_acompte.title') }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'dispense_acompte');
    const submit = page.getByRole('button', { name: text(fr, 'dispense_acompte.submit') });
    if (await page.getByTestId('exemption-closed').isVisible()) {
      // After 30 November the page says when the next window opens, and offers no request.
      await expect(submit).toHaveCount(0);
    } else {
      await submit.click();
      await expect(page.getByText(text(fr, 'dispense_acompte.error.attestation'))).toBeVisible();
      await page.getByRole('radio').first().check();
      await page.getByRole('checkbox').check();
      await submit.click();
      await expect(page.getByTestId('exemption-done')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('exemption-history').getByRole('listitem')).toHaveCount(1);
    }

    await page.getByRole('button', { name: text(fr, 'general.logout') }).click();
    await signInAs(page, fr, 'lschneider');
    await page.goto('/#/dispense_acompte');
    await expect(page.getByText(text(fr, 'upi.guard.french.taxresidence'))).toBeVisible();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('the settings pages read well in a second theme and at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAs(page, fr, 'mmartin01', 'T2002-000102');
    for (const [path, title] of [
      ['/#/maj_password', 'maj_password.title'],
      ['/#/e_services', 'e_services.title'],
      ['/#/e_convocation', 'e_convocation.title'],
      ['/#/dispense_acompte', 'dispense_acompte.title'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: text(fr, title) })).toBeVisible();
      expect(await horizontalOverflow(page), path).toBe(0);
      await expectNoA11yViolations(page, `${path} (theme 2, 360 px)`);
    }
  });
});
