import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { signInAs } from '../support/holder-session';
import { frenchTexts } from '../support/login';

test.describe('the first screen after login', () => {
  for (const [width, height] of [
    [1280, 720],
    [1024, 700],
    [360, 740],
  ] as const) {
    test(`at ${width}×${height}, the valuation is seen at once, beside the cookie notice and the tutorial starter`, async ({
      page,
      request,
    }) => {
      const fr = await frenchTexts(request);
      await page.setViewportSize({ width, height });
      await signInAs(page, fr, 'jdupont01');
      // A first visit: the cookie notice and the tutorial starter are both offered…
      await expect(page.getByTestId('cookie-notice')).toBeVisible();
      await expect(page.getByTestId('tutorial-starter')).toBeVisible();
      // …and the holder's money is still on the first screen, before any scrolling.
      const total = page.getByTestId('valuation-total');
      await expect(total).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(total).toBeInViewport({ ratio: 1 });
      const box = await total.boundingBox();
      const notice = await page.getByTestId('cookie-notice').boundingBox();
      expect(box!.y + box!.height, 'the cookie notice does not cover the valuation').toBeLessThanOrEqual(
        notice!.y,
      );
      if (width === 1280) await expectNoA11yViolations(page, 'dashboard first screen');

      await page.getByRole('button', { name: text(fr, 'shell.cookie.accept') }).click();
      await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
    });
  }
});
