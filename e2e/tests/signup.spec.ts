import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { codeIn, nowIso, readLatestMessage } from '../support/outbox';
import { HOLDERS, NEW_PASSWORD, choosePassword, requestSignupLink } from '../support/signup-journey';

test.describe('sign-up', () => {
  // A wrong SMS code and a used link are answered 400, which the browser logs as a failed load.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] });

  test('hbernard01 signs up from the e-mail link and the SMS code, then logs in', async ({
    page,
    request,
  }) => {
    const fr = await fetchTexts(request, 'fr');
    const holder = HOLDERS.hbernard;
    const linkPath = await requestSignupLink(page, request, fr, holder);

    const since = nowIso();
    await choosePassword(page, fr, linkPath);
    await expectNoA11yViolations(page, 'sign-up SMS code step');

    // A wrong code first: the server's message shows inline and the holder stays on the step.
    const code = codeIn(await readLatestMessage(request, holder.phone, since));
    const codeField = page.getByLabel(text(fr, 'otp.code.label'), { exact: true });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await codeField.press('Enter');
    await expect(page.getByText(text(fr, 'otp.error.invalid'))).toBeVisible();
    await expectNoA11yViolations(page, 'sign-up wrong SMS code');
    await codeField.fill(code);
    await codeField.press('Enter');

    // Contact step: read-only contacts, the consent gates every action.
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'signup.contact.title') }),
    ).toBeVisible();
    await expect(page.getByTestId('contact-summary')).toContainText(holder.email);
    const asIs = page.getByRole('button', { name: text(fr, 'signup.contact.validate.asis') });
    await expect(asIs).toHaveAttribute('aria-disabled', 'true');
    await asIs.hover();
    await expect(page.getByRole('tooltip')).toHaveText(text(fr, 'signup.consent.tooltip'));
    await expect(page.getByRole('button', { name: text(fr, 'signup.contact.edit.phone') })).toBeVisible();
    await expect(page.getByRole('button', { name: text(fr, 'signup.contact.edit.email') })).toBeVisible();
    await expect(page.getByRole('button', { name: text(fr, 'signup.contact.edit.both') })).toBeVisible();
    await expectNoA11yViolations(page, 'sign-up contact step');

    await page.getByRole('checkbox', { name: text(fr, 'signup.consent.label') }).check();
    await expect(asIs).not.toHaveAttribute('aria-disabled', 'true');

    // The terms of use in force are shown on this step and must be accepted to finish.
    await expect(page.getByTestId('terms-of-use')).toBeVisible();
    await asIs.click();
    await expect(page.getByText(text(fr, 'cgu.error.required'))).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'signup.contact.title') }),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: text(fr, 'cgu.accept.label') }).check();
    await asIs.click();

    // Completed screen, with the login; going to login replaces the history entry.
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'signup.done.title') })).toBeVisible();
    await expect(page.getByText(holder.login)).toBeVisible();
    await expectNoA11yViolations(page, 'sign-up completed');
    await page.getByRole('button', { name: text(fr, 'signup.done.login') }).click();
    await expect(page).toHaveURL(/#\/login$/);

    await page.getByLabel(text(fr, 'login.identifier.label'), { exact: true }).fill(holder.login);
    await page.getByLabel(text(fr, 'login.password.label'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: text(fr, 'login.submit') }).click();
    // The terms were accepted at sign-up: no terms page at the first login.
    await expect(page).toHaveURL(/#\/(dashboard|select-account)$/);
  });

  test('a link opened a second time is refused, with a way to start again', async ({ page, request }) => {
    const fr = await fetchTexts(request, 'fr');
    const linkPath = await requestSignupLink(page, request, fr, HOLDERS.ipetit);
    await page.goto(linkPath);
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'signup.password.title') }),
    ).toBeVisible();

    await page.goto('/#/login');
    await page.goto(linkPath);
    await expect(page.getByRole('alert')).toContainText(text(fr, 'signup.link.invalid'));
    await expectNoA11yViolations(page, 'sign-up link used');
    await page.getByRole('button', { name: text(fr, 'signup.restart') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'signup.identifier.title') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/firstconnexion$/);
  });

  test('the completed screen without a login shows the error and leads to login', async ({
    page,
    request,
  }) => {
    const fr = await fetchTexts(request, 'fr');
    await page.goto('/#/firstconnexion/completed');
    const dialog = page.getByRole('dialog', { name: text(fr, 'general.warning.error') });
    await expect(dialog).toContainText(text(fr, 'form.field.validator.mail.invalid'));
    await expectNoA11yViolations(page, 'sign-up completed without login');
    await dialog.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('the sign-up and confirmation pages fit a 360 px screen', async ({ page, request }) => {
    const fr = await fetchTexts(request, 'fr');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/#/firstconnexion');
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'signup.identifier.title') }),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page, 'sign-up identifier step at 360 px');
  });
});
