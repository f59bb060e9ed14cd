import type { Page } from '@playwright/test';
import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, fill, frenchTexts, submitLogin, type TTexts } from '../support/login';
import { codeIn, linkPathIn, nowIso, readLatestMessage } from '../support/outbox';

/** Meets spec 1 §5: 12+ characters, upper, lower, digit, special. */
const NEW_PASSWORD = 'Neues#Passwort2026';

async function chooseNewPassword(page: Page, texts: TTexts, password: string): Promise<void> {
  await page.getByLabel(text(texts, 'password.new.label'), { exact: true }).fill(password);
  await page.getByLabel(text(texts, 'password.new.confirm.label'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(texts, 'forgot.password.new.submit') }).click();
}

async function enterIdentifier(page: Page, texts: TTexts, login: string): Promise<void> {
  await page.getByLabel(text(texts, 'login.identifier.label'), { exact: true }).fill(login);
  await page.getByRole('button', { name: text(texts, 'general.validate') }).click();
  await expect(
    page.getByRole('heading', { name: text(texts, 'forgot.password.channel.title') }),
  ).toBeFocused();
}

test.describe('forgotten password', () => {
  // Refused codes and links answer 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] });

  test('by e-mail link, in German: a new password, then login with it; the link works once', async ({
    page,
    request,
  }) => {
    const [fr, de] = await Promise.all([frenchTexts(request), fetchTexts(request, 'de')]);
    await page.goto('/#/login');
    await page.getByRole('combobox', { name: text(fr, 'general.language.label') }).selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: text(de, 'login.title') })).toBeVisible();

    await page.getByRole('link', { name: text(de, 'login.forgot.credentials') }).click();
    await expect(page).toHaveURL(/#\/forgotcredentials$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text(de, 'forgot.credentials.title') }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'forgotcredentials (de)');
    // Nothing chosen: the page asks for a choice instead of guessing.
    await page.getByRole('button', { name: text(de, 'forgot.credentials.continue') }).click();
    await expect(page.getByText(text(de, 'forgot.credentials.required'))).toBeVisible();
    await page.getByRole('radio', { name: text(de, 'forgot.credentials.password') }).check();
    await page.getByRole('button', { name: text(de, 'forgot.credentials.continue') }).click();

    await expect(page).toHaveURL(/#\/forgotpassword$/);
    const steps = page.getByRole('navigation', { name: text(de, 'forgot.stepper.label') });
    await expect(steps).toContainText(text(de, 'forgot.stepper.identity'));
    await expect(steps).toContainText(text(de, 'forgot.stepper.password'));
    await expectNoA11yViolations(page, 'forgotpassword identifier step (de)');
    await enterIdentifier(page, de, 'vblanc0001');
    await expect(
      page.getByText(fill(text(de, 'forgot.password.channel.login'), { login: 'vblanc0001' })),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'forgotpassword channel step (de)');

    const sentAfter = nowIso();
    await page.getByRole('button', { name: text(de, 'forgot.password.channel.mail') }).click();
    await expect(page.getByRole('heading', { name: text(de, 'forgot.password.sent.title') })).toBeVisible();
    await expect(page.getByText(text(de, 'forgot.password.sent.text'))).toBeVisible();
    await expect(page.getByRole('link', { name: text(de, 'forgot.sent.nomail') })).toHaveAttribute(
      'href',
      '#/contact-us/form-call',
    );
    await expect(page.getByRole('link', { name: text(de, 'general.back.login') })).toBeVisible();
    await expectNoA11yViolations(page, 'forgotpassword mail sent (de)');

    // The mail is in the language of the page that asked for it.
    const mail = await readLatestMessage(request, 'victor.blanc@example.fr', sentAfter);
    // E-mail texts stay on the server (they are not in the page's translations).
    expect(mail.subject).toBe('Setzen Sie Ihr Passwort zurück');
    const link = linkPathIn(mail);
    expect(link).toMatch(/^\/#\/setpassword\?sd=/);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: text(de, 'forgot.password.new.title') })).toBeVisible();
    await expect(
      page.getByText(fill(text(de, 'forgot.password.channel.login'), { login: 'vblanc0001' })),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'setpassword (de)');
    await chooseNewPassword(page, de, NEW_PASSWORD);

    await expect(page).toHaveURL(/#\/resetsuccess$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text(de, 'forgot.success.title') }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'resetsuccess (de)');

    // A used link is refused, with the way to ask again.
    await page.goto(link);
    await expect(page.getByText(text(de, 'signup.link.invalid'))).toBeVisible();
    await expect(page.getByRole('link', { name: text(de, 'forgot.link.invalid.again') })).toBeVisible();

    await page.goto('/#/resetsuccess');
    await page.getByRole('link', { name: text(de, 'forgot.success.login') }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: text(de, 'login.title') })).toBeVisible();
    await submitLogin(page, de, 'vblanc0001', NEW_PASSWORD);
    await expectDashboard(page);
  });

  test('by SMS code: a wrong code is refused, the right one leads to the new password', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/forgotpassword');
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'forgot.password.title') }),
    ).toBeVisible();

    // The validate button waits for a valid identifier (8 to 10 characters).
    const validate = page.getByRole('button', { name: text(fr, 'general.validate') });
    await page.getByLabel(text(fr, 'login.identifier.label'), { exact: true }).fill('jdup');
    await expect(validate).toBeDisabled();
    // A holder of its own: other journeys log in as the usual demo users with their usual password.
    await enterIdentifier(page, fr, 'vblanc0001');

    const sentAfter = nowIso();
    await page.getByRole('button', { name: text(fr, 'forgot.password.channel.sms') }).click();
    await expect(page.getByRole('heading', { name: text(fr, 'forgot.password.code.title') })).toBeVisible();
    await expectNoA11yViolations(page, 'forgotpassword code step');
    const code = codeIn(await readLatestMessage(request, '+33699001122', sentAfter));
    expect(code).toMatch(/^\d{6}$/);

    const codeField = page.getByLabel(text(fr, 'otp.code.label'), { exact: true });
    const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    await codeField.fill(wrong);
    await codeField.press('Enter');
    await expect(page.getByText(text(fr, 'otp.error.invalid'))).toBeVisible();
    await expectNoA11yViolations(page, 'forgotpassword wrong code');

    await codeField.fill(code);
    await page.getByRole('button', { name: text(fr, 'general.validate') }).click();
    await expect(page.getByRole('heading', { name: text(fr, 'forgot.password.new.title') })).toBeFocused();
    await expect(
      page
        .getByRole('navigation', { name: text(fr, 'forgot.stepper.label') })
        .locator('[aria-current="step"]'),
    ).toContainText(text(fr, 'forgot.stepper.password'));

    // Too weak: the rules are shown and nothing is saved.
    await chooseNewPassword(page, fr, 'court');
    await expect(page.getByText(text(fr, 'password.rules.unmet'))).toBeVisible();
    await expect(page).toHaveURL(/#\/forgotpassword$/);
    await expectNoA11yViolations(page, 'forgotpassword weak password');

    await chooseNewPassword(page, fr, 'Autre#Secret2026');
    await expect(page).toHaveURL(/#\/resetsuccess$/);
    await page.getByRole('link', { name: text(fr, 'forgot.success.login') }).click();
    await submitLogin(page, fr, 'vblanc0001', 'Autre#Secret2026');
    await expectDashboard(page);
  });

  test('an unknown or expired link shows the error and the way to ask again', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/setpassword?sd=lien-expire-ou-invente-0123456789');
    await expect(page.getByText(text(fr, 'signup.link.invalid'))).toBeVisible();
    await expectNoA11yViolations(page, 'setpassword with a refused link');

    await page.getByRole('link', { name: text(fr, 'forgot.link.invalid.again') }).click();
    await expect(page).toHaveURL(/#\/forgotpassword$/);
    await expect(page.getByLabel(text(fr, 'login.identifier.label'), { exact: true })).toBeVisible();
  });
});
