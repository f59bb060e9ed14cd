import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { text } from './api';
import { expectNoA11yViolations } from './a11y';
import { codeIn, linkPathIn, nowIso, readLatestMessage } from './outbox';

export type TTexts = Record<string, string>;

/** A pending holder of the demo register (docs/access-api.md). */
export type TPendingHolder = { login: string; email: string; phone: string };

export const HOLDERS = {
  hbernard: { login: 'hbernard01', email: 'hugo.bernard@example.fr', phone: '+33611223344' },
  cdurand: { login: 'cdurand01', email: 'claire.durand@example.fr', phone: '+33622334455' },
  amoreau: { login: 'amoreau01', email: 'antoine.moreau@example.fr', phone: '+33633445566' },
  ipetit: { login: 'ipetit0001', email: 'ines.petit@example.fr', phone: '+33644556677' },
  nroux: { login: 'nroux00001', email: 'nicolas.roux@example.fr', phone: '+33655667788' },
  /** The visitor identity check's holder: it records the SMS consent, so no consent test uses it. */
  gfontaine: { login: 'gfontaine1', email: 'gabriel.fontaine@example.fr', phone: '+33666778899' },
} as const satisfies Record<string, TPendingHolder>;

/** Meets MIN_PASSWORD_LENGTH 12 with upper, lower, digit and special characters. */
export const NEW_PASSWORD = 'Signup#Journey2026';

/** From the login page's "create my access" to the e-mail the holder receives; answers the link path. */
export async function requestSignupLink(
  page: Page,
  request: APIRequestContext,
  fr: TTexts,
  holder: TPendingHolder,
): Promise<string> {
  await page.goto('/#/login');
  await page.getByRole('link', { name: text(fr, 'login.firstconnexion.button') }).click();
  await expect(page).toHaveURL(/#\/firstconnexion$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text(fr, 'signup.identifier.title') }),
  ).toBeVisible();
  const validate = page.getByRole('button', { name: text(fr, 'general.validate') });
  await expect(validate).toBeDisabled();
  await expectNoA11yViolations(page, 'sign-up identifier step');

  const since = nowIso();
  await page.getByLabel(text(fr, 'login.identifier.label'), { exact: true }).fill(holder.login);
  await validate.click();
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'signup.sent.heading') })).toBeVisible();
  await expect(page.getByRole('link', { name: text(fr, 'signup.sent.nomail') })).toBeVisible();
  await expectNoA11yViolations(page, 'sign-up e-mail sent');
  return linkPathIn(await readLatestMessage(request, holder.email, since));
}

/** Opens the e-mail link and chooses the password; answers when the securing-code step shows. */
export async function choosePassword(page: Page, fr: TTexts, linkPath: string): Promise<void> {
  await page.goto(linkPath);
  await expect(
    page.getByRole('heading', { level: 1, name: text(fr, 'signup.password.title') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/firstconnexion$/);
  await expectNoA11yViolations(page, 'sign-up password step');
  await page.getByLabel(text(fr, 'password.new.label'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(text(fr, 'password.new.confirm.label'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: text(fr, 'general.validate') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'signup.code.title') })).toBeVisible();
}

/** Reads the SMS code from the outbox and validates it; answers on the contact step. */
export async function enterSmsCode(
  page: Page,
  request: APIRequestContext,
  fr: TTexts,
  holder: TPendingHolder,
  since: string,
): Promise<void> {
  const code = codeIn(await readLatestMessage(request, holder.phone, since));
  await page.getByLabel(text(fr, 'otp.code.label'), { exact: true }).fill(code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'signup.contact.title') })).toBeVisible();
}

/** Link, password and SMS code in one go, for journeys about the contact step. */
export async function reachContactStep(
  page: Page,
  request: APIRequestContext,
  fr: TTexts,
  holder: TPendingHolder,
): Promise<void> {
  const linkPath = await requestSignupLink(page, request, fr, holder);
  const since = nowIso();
  await choosePassword(page, fr, linkPath);
  await enterSmsCode(page, request, fr, holder, since);
}
