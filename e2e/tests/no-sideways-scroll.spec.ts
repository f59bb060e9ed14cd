import type { Page } from '@playwright/test';
import { fetchTexts, text } from '../support/api';
import { expect, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { frenchTexts } from '../support/login';
import { SIGNED_IN_ROUTES as ROUTES } from '../support/signed-in-routes';

const WIDTHS = [360, 1024, 1280];

/** Opens or closes the side menu with the burger, as a holder does (the shell may still settle its state). */
async function setMenu(page: Page, texts: Record<string, string>, isOpen: boolean): Promise<void> {
  const burger = page.locator('#shell-menu-burger');
  await expect(async () => {
    if ((await burger.getAttribute('aria-expanded')) !== String(isOpen)) await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', String(isOpen), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(burger).toHaveAccessibleName(text(texts, isOpen ? 'shell.menu.close' : 'shell.menu.open'));
}

for (const language of ['fr', 'de'] as const) {
  test(`no signed-in page scrolls sideways in ${language}, at 360, 1024 and 1280 px, menu open or closed`, async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const [fr, texts] = await Promise.all([frenchTexts(request), fetchTexts(request, language)]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, fr, 'jdupont01');
    if (language !== 'fr')
      await page
        .getByRole('combobox', { name: text(fr, 'general.language.label') })
        .first()
        .selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Phones have the menu as a drawer over the page; wider screens keep it beside the content.
      for (const isOpen of width === 360 ? [false] : [true, false]) {
        for (const route of ROUTES) {
          await page.goto(`/#/${route}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (width !== 360) await setMenu(page, texts, isOpen);
          await page.waitForLoadState('networkidle');
          const overflow = await horizontalOverflow(page);
          if (overflow > 0)
            found.push(`${route} at ${width} px, menu ${isOpen ? 'open' : 'closed'}: ${overflow} px`);
        }
      }
    }
    expect(found, `pages that scroll sideways (${language}):\n${found.join('\n')}`).toEqual([]);
  });
}
