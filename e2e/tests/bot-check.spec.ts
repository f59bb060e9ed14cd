import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { frenchTexts } from '../support/login';

test.describe('bot check', () => {
  // The refused token answers 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] });

  test('a proof of work the server did not sign is refused with the technical-error modal', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    // A challenge whose signature was tampered with: the page solves it, the server refuses it.
    await page.route('**/api/v1/external/recaptcha/challenge', async (route) => {
      const response = await route.fetch();
      const challenge = (await response.json()) as { signature: string };
      await route.fulfill({
        response,
        json: { ...challenge, signature: challenge.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      });
    });
    await page.goto('/#/forgotpassword');
    await page.getByLabel(text(fr, 'login.identifier.label'), { exact: true }).fill('jdupont01');
    await page.getByRole('button', { name: text(fr, 'general.validate') }).click();
    await page.getByRole('button', { name: text(fr, 'forgot.password.channel.mail') }).click();

    const dialog = page.getByRole('dialog', { name: text(fr, 'api.technical.error.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text(fr, 'api.technical.error'));
    await expectNoA11yViolations(page, 'bot check refused');
    await dialog.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: text(fr, 'forgot.password.sent.title') })).toBeHidden();
  });
});
