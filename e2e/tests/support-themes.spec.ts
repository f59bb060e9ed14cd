import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { frenchTexts } from '../support/login';

test('messaging, contact and FAQ read well in a second theme and at 360 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const fr = await frenchTexts(request);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, fr, 'mmartin01', 'T2002-000102');
  for (const [path, title] of [
    ['/#/messagerie', 'messagerie.title'],
    ['/#/contact', 'contact.form.title'],
    ['/#/faq', 'faq.title'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, title) })).toBeVisible();
    expect(await horizontalOverflow(page), path).toBe(0);
    await expectNoA11yViolations(page, `${path} (theme 2, 360 px)`);
  }
});
