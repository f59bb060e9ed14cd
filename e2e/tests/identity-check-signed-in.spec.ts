import type { Page } from '@playwright/test';
import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { analyse, drawImage, openMediumModal, pick } from '../support/identity-check';
import { expectDashboard, loginAs } from '../support/login';
import type { TTexts } from '../support/signup-journey';

test.describe('identity-document check', () => {
  test.setTimeout(120_000);
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('a signed-in holder reaches the check from the profile menu and is checked HIGH', async ({
    page,
    request,
  }) => {
    const fr = await fetchTexts(request, 'fr');
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
    await menu.getByRole('button', { name: new RegExp(text(fr, 'menu.profil')) }).click();
    await menu.getByRole('link', { name: text(fr, 'menu.justificatifs') }).click();

    await expect(page).toHaveURL(/#\/profil\/justificatifs$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'idcheck.title') })).toBeVisible();
    await expect(page.getByTestId('breadcrumbs')).toContainText(text(fr, 'menu.profil'));
    // Only visitors get the requested-documents hint and the contact help link (spec 2 §6).
    await expect(page.getByText(text(fr, 'idcheck.requested.text'))).toHaveCount(0);
    await expect(page.getByRole('link', { name: text(fr, 'idcheck.help') })).toHaveCount(0);
    await expectNoA11yViolations(page, 'identity check, signed in');

    await pick(page, await drawImage(page, 'passeport.png', 'image/png', 1200, 1000));
    await expect(page.getByTestId('idcheck-item')).toContainText('Passeport');
    await analyse(page, fr);
    await expect(page.getByRole('dialog', { name: text(fr, 'idcheck.success.title') })).toBeVisible({
      timeout: 30_000,
    });
  });

  test.describe('medium score and failures, signed in (spec 2 §4, §5, §8)', () => {
    test.use({ allowedConsoleErrors: [/status of (400|503)/] });

    async function openSignedIn(page: Page, fr: TTexts) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginAs(page, fr, 'jdupont01');
      await expectDashboard(page);
      await page.goto('/#/profil/justificatifs');
      await expect(page.getByRole('heading', { level: 1, name: text(fr, 'idcheck.title') })).toBeVisible();
    }

    test('leaving the medium-score modal ends the session on the login page', async ({ page, request }) => {
      const fr = await fetchTexts(request, 'fr');
      await openSignedIn(page, fr);
      const modal = await openMediumModal(page, fr);
      await modal.getByRole('button', { name: text(fr, 'general.close') }).click();
      await modal.getByRole('button', { name: text(fr, 'idcheck.medium.confirm.leave') }).click();
      await expect(page).toHaveURL(/#\/login$/);
      // Signed out, not bounced back to the dashboard: the profile now asks for the login again.
      await page.goto('/#/profil/justificatifs');
      await expect(page).toHaveURL(/#\/login/);
    });

    test('the medium-score modal takes a French national mobile with a country list, refuses a landline, and tells a failed update in an alert', async ({
      page,
      request,
    }) => {
      const fr = await fetchTexts(request, 'fr');
      await openSignedIn(page, fr);
      const modal = await openMediumModal(page, fr);

      await expect(modal.getByLabel(text(fr, 'phone.country.label'), { exact: true })).toBeVisible();
      const phone = modal.getByRole('textbox', { name: text(fr, 'idcheck.medium.phone') });
      await modal
        .getByRole('textbox', { name: text(fr, 'idcheck.medium.email') })
        .fill('jean.dupont@example.fr');
      // A French landline fails the mobile rule (+33 is in INDICATIFS_VERIF_MOBILE_FORTE).
      await phone.fill('0145454545');
      await modal.getByRole('button', { name: text(fr, 'general.validate') }).click();
      await expect(modal.getByText(text(fr, 'form.field.validator.phone'), { exact: true })).toBeVisible();
      await expectNoA11yViolations(page, 'medium-score modal with a refused number');

      // The national form of a French mobile passes; a failed update is an error alert with its code.
      await phone.fill('0612345678');
      await expect(modal.getByText(text(fr, 'form.field.validator.phone'), { exact: true })).toHaveCount(0);
      await page.route('**/api/v1/external/vialink/update-contact', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"errorCode":"api.technical.error"}',
        }),
      );
      await modal.getByRole('button', { name: text(fr, 'general.validate') }).click();
      const alert = page.getByRole('dialog', { name: text(fr, 'general.warning.alert') });
      await expect(alert).toContainText(text(fr, 'api.technical.error'));
      await alert.getByRole('button', { name: text(fr, 'general.close') }).click();
      await page.unroute('**/api/v1/external/vialink/update-contact');

      await modal.getByRole('button', { name: text(fr, 'general.validate') }).click();
      await expect(page.getByRole('dialog', { name: text(fr, 'idcheck.medium.sent.title') })).toBeVisible();
    });

    test('a status query that keeps failing shows its error code', async ({ page, request }) => {
      const fr = await fetchTexts(request, 'fr');
      await openSignedIn(page, fr);
      await page.route('**/api/v1/external/vialink/controls-status?**', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"errorCode":"api.technical.error"}',
        }),
      );
      await pick(page, await drawImage(page, 'passeport.png', 'image/png', 1200, 1000));
      await analyse(page, fr);
      const alert = page.getByRole('dialog', { name: text(fr, 'general.warning.alert') });
      await expect(alert).toContainText(text(fr, 'api.technical.error'), { timeout: 40_000 });
    });
  });
});
