import type { Page } from '@playwright/test';
import { text } from '../support/api';
import { describeA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/holder-session';
import { expectDashboard, frenchTexts, loginAs, type TTexts } from '../support/login';
import { codeIn, nowIso, readLatestMessage } from '../support/outbox';
import { SIGNED_IN_ROUTES } from '../support/signed-in-routes';
import { BASE_URL, themeOrigin } from '../support/urls';

/**
 * Issue 16, done means: axe stays at zero on every signed-in page in all five themes. One holder
 * of each theme's issuer signs in once, then opens every route of the shell; every violation of
 * every page is gathered and told together.
 */
type TThemeHolder = {
  themeId: number;
  issuer: string;
  /** Signs in and lands on the dashboard; gives the origin the session lives on. */
  signIn: (page: Page, fr: TTexts) => Promise<string>;
};

const HOLDERS: TThemeHolder[] = [
  {
    themeId: 1,
    issuer: 'Aubépine Industries',
    signIn: async (page, fr) => (await signInAs(page, fr, 'jdupont01'), BASE_URL),
  },
  {
    themeId: 2,
    issuer: 'Calanque Énergie',
    signIn: async (page, fr) => (await signInAs(page, fr, 'mmartin01', 'T2002-000102'), BASE_URL),
  },
  {
    themeId: 3,
    issuer: 'Vercors Santé',
    signIn: async (page, fr) => (await signInAs(page, fr, 'mmartin01', 'T3003-000102'), BASE_URL),
  },
  {
    themeId: 4,
    issuer: 'Lumen Télécom',
    signIn: async (page, fr) => {
      await loginAs(page, fr, 'plefevre01', `${themeOrigin(4)}/#/login`);
      await expectDashboard(page);
      return themeOrigin(4);
    },
  },
  {
    themeId: 5,
    issuer: 'Borealis Banque',
    // Giulia Rossi logs in with a code sent by SMS, read from the dev outbox.
    signIn: async (page, fr) => {
      const since = nowIso();
      await loginAs(page, fr, 'grossi0001', `${themeOrigin(5)}/#/login`);
      await expect(page).toHaveURL(/#\/validate-otp$/);
      const code = codeIn(await readLatestMessage(page.request, '+393471234567', since));
      await page.getByRole('textbox', { name: text(fr, 'otp.code.label') }).fill(code);
      await page.getByRole('button', { name: text(fr, 'general.validate') }).click();
      await expectDashboard(page);
      return themeOrigin(5);
    },
  },
];

// The five themes are independent: two workers share them.
test.describe.configure({ mode: 'parallel' });

for (const holder of HOLDERS) {
  test(`theme ${holder.themeId} (${holder.issuer}): every signed-in page is clean under axe`, async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    const origin = await holder.signIn(page, fr);
    // The issuer's theme dresses the portal: its name is on the header's home link.
    await expect(page.getByRole('banner').getByRole('link').first()).toHaveAccessibleName(
      new RegExp(holder.issuer),
    );

    const found: string[] = [];
    for (const route of SIGNED_IN_ROUTES) {
      await page.goto(`${origin}/#/${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const violations = await describeA11yViolations(page);
      if (violations) found.push(`${route} (${page.url()}):\n${violations}`);
    }
    expect(found, `axe violations in theme ${holder.themeId}:\n\n${found.join('\n\n')}`).toEqual([]);
  });
}
