import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { frenchTexts, type TTexts } from '../support/login';

test.describe('useful links', () => {
  let fr: TTexts;
  test.beforeAll(async ({ request }) => {
    fr = await frenchTexts(request);
  });

  test("jdupont01: the issuer's links, translated, each opening in a new tab", async ({ page, context }) => {
    await context.route('https://example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Aubépine</title><p>ok</p>' }),
    );
    await signInAs(page, fr, 'jdupont01');
    await page.goto('/#/liens_utiles');
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'layout.sousmenu.liensUtiles') }),
    ).toBeVisible();
    await expect(page.getByTestId('breadcrumbs').locator('[aria-current="page"]')).toHaveText(
      text(fr, 'layout.sousmenu.liensUtiles'),
    );
    const links = page.getByTestId('useful-links-page').getByRole('link');
    await expect(links).toHaveCount(3);
    const labels = ['liens.aubepine.investisseurs', 'liens.aubepine.assemblees', 'liens.amf'];
    for (const [index, key] of labels.entries()) {
      const link = links.nth(index);
      await expect(link).toContainText(text(fr, key));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    await expectNoA11yViolations(page, 'useful links');

    const [tab] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
    await expect.poll(() => tab.url()).toBe('https://example.org/aubepine/investisseurs');
    await tab.close();
    await expect(page).toHaveURL(/#\/liens_utiles$/);

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('mmartin01 on Vercors: no links to display', async ({ page }) => {
    await signInAs(page, fr, 'mmartin01', 'T3003-000102');
    await page.goto('/#/liens_utiles');
    await expect(page.getByTestId('useful-links-empty')).toHaveText(text(fr, 'liens.empty'));
    await expect(page.getByTestId('useful-links-page').getByRole('link')).toHaveCount(0);
    await expectNoA11yViolations(page, 'useful links empty theme 3');
  });
});
