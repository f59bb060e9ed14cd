import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';
import { codeIn, nowIso, readLatestMessage } from '../support/outbox';
import { themeOrigin } from '../support/urls';

const GIULIA_PHONE = '+393471234567';

test.describe('login with an SMS code', () => {
  // The browser logs each refused call; these journeys expect 400 answers.
  test.use({
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (400)/],
  });

  test('a wrong code is told beside the field, the code from the SMS opens the dashboard', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    const since = nowIso();
    await loginAs(page, fr, 'grossi0001', `${themeOrigin(5)}/#/login`);

    await expect(page).toHaveURL(/#\/validate-otp$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'login.otp.title') })).toBeVisible();
    const sms = await readLatestMessage(request, GIULIA_PHONE, since);
    const code = codeIn(sms);
    expect(code).toMatch(/^\d{6}$/);

    const field = page.getByRole('textbox', { name: text(fr, 'otp.code.label') });
    const validate = page.getByRole('button', { name: text(fr, 'general.validate') });
    await expect(validate).toBeDisabled();
    await field.pressSequentially('12ab3');
    await expect(field).toHaveValue('123');
    await expect(validate).toBeDisabled();
    await expectNoA11yViolations(page, 'validate-otp');

    const wrong = code === '000000' ? '111111' : '000000';
    await field.fill(wrong);
    await field.press('Enter');
    await expect(page.getByText(text(fr, 'otp.error.invalid'))).toBeVisible();
    await expect(page).toHaveURL(/#\/validate-otp$/);
    await expectNoA11yViolations(page, 'validate-otp with a wrong code');

    await field.fill(code);
    await field.press('Enter');
    await expectDashboard(page);
    await expect(page.getByTestId('holder-name')).toHaveText('Giulia Rossi');
  });

  test('the no-code link warns and leads to the contact page', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'grossi0001', `${themeOrigin(5)}/#/login`);
    await expect(page).toHaveURL(/#\/validate-otp$/);

    await page.getByRole('button', { name: text(fr, 'otp.nocode.link') }).click();
    const dialog = page.getByRole('dialog', { name: text(fr, 'otp.nocode.title') });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page, 'no-code warning');
    await dialog.getByRole('button', { name: text(fr, 'otp.nocode.contact') }).click();
    await expect(page).toHaveURL(/#\/contact-us/);
  });

  test('no code? the help leads back to the code, and a new code comes after the countdown', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    const since = nowIso();
    await loginAs(page, fr, 'grossi0001', `${themeOrigin(5)}/#/login`);
    await expect(page).toHaveURL(/#\/validate-otp$/);
    const first = codeIn(await readLatestMessage(request, GIULIA_PHONE, since));

    await page.getByRole('button', { name: text(fr, 'otp.nocode.link') }).click();
    const dialog = page.getByRole('dialog', { name: text(fr, 'otp.nocode.title') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text(fr, 'login.otp.nocode.back') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/validate-otp$/);

    // A visible countdown first (the server refuses earlier), then the button sends a new code.
    const resend = page.getByRole('button', { name: text(fr, 'login.otp.resend') });
    await expect(resend).toBeDisabled();
    await expect(page.getByTestId('resend-countdown')).toHaveText(/\d+ s/);
    await expectNoA11yViolations(page, 'validate-otp with the resend countdown');
    await expect(resend).toBeEnabled({ timeout: 40_000 });
    const resentAt = nowIso();
    await resend.click();
    await expect(page.getByRole('status').filter({ hasText: /\+39/ })).toBeVisible();
    const second = codeIn(await readLatestMessage(request, GIULIA_PHONE, resentAt));
    expect(second).toMatch(/^\d{6}$/);
    await expect(resend).toBeDisabled();

    const field = page.getByRole('textbox', { name: text(fr, 'otp.code.label') });
    if (first !== second) {
      // The new code replaces the first one.
      await field.fill(first);
      await field.press('Enter');
      await expect(page.getByText(text(fr, 'otp.error.invalid'))).toBeVisible();
    }
    await field.fill(second);
    await field.press('Enter');
    await expectDashboard(page);
  });

  test('opening validate-otp without a login in progress goes back to login', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/validate-otp');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'login.title') })).toBeVisible();
  });
});
