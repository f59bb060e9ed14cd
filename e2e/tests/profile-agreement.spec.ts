import { readFileSync } from 'node:fs';
import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { codeIn, readLatestMessage } from '../support/outbox';

test.describe('profile: account agreement', () => {
  test('three steps, SMS code, signed PDF downloaded, profile badge cleared', async ({ page, request }) => {
    test.setTimeout(150_000);
    const fr = await fetchTexts(request, 'fr');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, fr, 'bgirard001');
    const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
    const profileGroup = menu.getByRole('button', { name: new RegExp(text(fr, 'menu.profil')) });
    await expect(profileGroup.getByTestId('menu-counter')).toHaveCount(1);
    await profileGroup.click();
    await menu.getByRole('link', { name: text(fr, 'menu.coct_form') }).click();
    await expect(page).toHaveURL(/#\/coct_form$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'coct.title') })).toBeVisible();
    await expectNoA11yViolations(page, 'agreement step 1');

    const step1 = page.getByTestId('profile-coct-step1');
    await step1.getByLabel(text(fr, 'coct.field.situationFamiliale')).selectOption('MARIE');
    await step1.getByLabel(text(fr, 'coct.field.situationProfessionnelle')).selectOption('SALARIE');
    await step1.getByLabel(text(fr, 'coct.field.experience')).selectOption('PLUS_3_ANS');
    await step1.getByLabel(text(fr, 'coct.field.frequence')).selectOption('ANNUELLE');
    await step1.getByLabel(text(fr, 'coct.instrument.ACTIONS')).check();

    // Leaving midway asks first (spec 3 §4); staying keeps the answers.
    await menu.getByRole('link', { name: text(fr, 'menu.dashboard') }).click();
    const leave = page.getByRole('dialog', { name: text(fr, 'coct.leave.title') });
    await expect(leave).toContainText(text(fr, 'coct.leave.text'));
    await leave.getByRole('button', { name: text(fr, 'coct.leave.stay') }).click();
    await expect(page).toHaveURL(/#\/coct_form$/);
    await expect(step1.getByLabel(text(fr, 'coct.field.frequence'))).toHaveValue('ANNUELLE');

    await step1.getByRole('button', { name: text(fr, 'coct.step1.submit') }).click();
    const step2 = page.getByTestId('profile-coct-step2');
    await expect(step2.locator('iframe')).toBeVisible();
    await expectNoA11yViolations(page, 'agreement step 2');
    await step2.getByRole('button', { name: text(fr, 'coct.step2.submit') }).click();

    const step3 = page.getByTestId('profile-coct-step3');
    const before = new Date().toISOString();
    await step3.getByRole('button', { name: text(fr, 'coct.step3.sendCode') }).click();
    const sms = await readLatestMessage(request, '+33622003344', before);
    await step3.getByLabel(text(fr, 'otp.code.label')).fill(codeIn(sms));
    await step3.getByRole('button', { name: text(fr, 'coct.step3.sign') }).click();
    const signed = page.getByTestId('profile-coct-signed');
    await expect(signed.getByText(text(fr, 'coct.signed.text'))).toBeVisible({ timeout: 20_000 });
    await expect(profileGroup.getByTestId('menu-counter')).toHaveCount(0);
    await expectNoA11yViolations(page, 'agreement signed');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      signed.getByRole('button', { name: text(fr, 'coct.signed.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^convention-compte-.*\.pdf$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/ETSI.CAdES.detached');

    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
  });

  test('the profile area in a second theme: axe on each page', async ({ page, request }) => {
    test.setTimeout(150_000);
    const fr = await fetchTexts(request, 'fr');
    await signInAs(page, fr, 'mmartin01', 'T2002-000102');
    for (const [path, testId] of [
      ['/#/profil', 'profile-page'],
      ['/#/profil/bancaire', 'bank-page'],
      ['/#/coct_form', 'agreement-page'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, `${path} in theme 2`);
    }
  });
});
