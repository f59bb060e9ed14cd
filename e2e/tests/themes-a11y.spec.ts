import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { themeOrigin } from '../support/urls';

/** The login-area screens a visitor reaches, each checked in every issuer theme. */
const PAGES = [
  'login',
  'firstconnexion',
  'forgotcredentials',
  'forgotpassword',
  'forgotidentifiant',
  'contact-us',
  'contact-us/form-call',
];

test.describe('every login-area screen in every theme', () => {
  for (const themeId of [1, 2, 3, 4, 5]) {
    test(`theme ${themeId}: WCAG 2.1 AA and no horizontal scroll at 360 px`, async ({ page, request }) => {
      const { config } = (await (
        await request.post('/api/v1/resource/theme', { data: { url: themeOrigin(themeId) } })
      ).json()) as {
        config: { head: { title: string }; login: { getMyAccess: { exPLS: boolean } } };
      };
      const pages = config.login.getMyAccess.exPLS ? [...PAGES, 'ancienolis?variant=pls'] : PAGES;
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of pages) {
          await page.goto(`${themeOrigin(themeId)}/#/${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // The tab names the page (its heading) and the issuer (issue 16 §12). Polled together:
          // between two variants of one page the heading changes after the address.
          const heading = page.getByRole('heading', { level: 1 }).first();
          await expect
            .poll(
              async () =>
                (await page.title()) === `${(await heading.textContent())?.trim()} – ${config.head.title}`,
            )
            .toBe(true);
          if (width === 360) {
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
          } else {
            await expectNoA11yViolations(page, `theme ${themeId} ${path}`);
          }
        }
      }
    });
  }
});
