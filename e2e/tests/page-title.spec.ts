import { fetchTexts, text } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';

/** Issue 16 §12: the browser tab names the page and the issuer, in the reader's language. */
test.describe('tab title', () => {
  test('names the page and the issuer in French, then in English', async ({ page, request }) => {
    const [fr, en] = await Promise.all([frenchTexts(request), fetchTexts(request, 'en')]);
    await page.goto('/#/login');
    await expect(page).toHaveTitle(`${text(fr, 'login.title')} – Nomina`);

    await page.getByRole('combobox', { name: text(fr, 'general.language.label') }).selectOption('en');
    await expect(page).toHaveTitle(`${text(en, 'login.title')} – Nomina`);
    await loginAs(page, en, 'jdupont01');
    await expectDashboard(page);
    await page.goto('/#/titres');
    await expect(page).toHaveTitle(`${text(en, 'menu.titres')} – Nomina`);
    await page.goto('/#/histo_ope_bourse');
    await expect(page).toHaveTitle(`${text(en, 'menu.histo_ope_bourse')} – Nomina`);
  });
});
