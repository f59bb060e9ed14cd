import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { KEYS } from '../support/keys';

test.describe('alert modal', () => {
  test('cannot be dismissed with Escape or the backdrop; its close button closes it', async ({
    page,
    request,
  }) => {
    const fr = await fetchTexts(request, 'fr');
    // The page's clock is ours: a closing transition gets its full time without a real wait.
    await page.clock.install();
    await page.goto('/#/demo');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, KEYS.demoTitle) })).toBeVisible();
    await expect(page).toHaveURL(/#\/demo$/);
    await expectNoA11yViolations(page, 'demo page');

    await page.getByRole('button', { name: text(fr, KEYS.demoOpenErrorAlert) }).click();
    const dialog = page.getByRole('dialog', { name: text(fr, KEYS.demoErrorAlertTitle) });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, 'demo page with an error alert open');

    // Each attempt gets time to play a closing transition, so a dialog that is merely fading
    // out cannot pass for one that stayed open.
    await page.keyboard.press('Escape');
    await page.clock.runFor(1000);
    await expect(dialog).toBeVisible();

    // A corner of the viewport is backdrop, well outside the centred dialog.
    await page.mouse.click(5, 5);
    await page.clock.runFor(1000);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: text(fr, KEYS.alertClose) }).click();
    await expect(dialog).toBeHidden();
  });
});
