import { expect, type Page } from '@playwright/test';
import { text } from './api';
import type { TTexts } from './login';

/** The seeded old accounts (apps/api/src/db/seed/holders.ts) and what their migration gives. */
export const OLD_ACCOUNTS = {
  olis: {
    identifier: '4815162',
    password: 'Ancien#Olis2019',
    issuer: '1001 - Aubépine Industries',
    reference: '112',
    phone: '+33677889900',
    email: 'emilie.laurent@example.fr',
    newLogin: 'elaurent01',
  },
  pls: {
    identifier: '73519',
    accessCode: 'PLS7351',
    password: 'Ancien#Pls2019',
    issuer: '5005 - Borealis Banque',
    reference: '113',
    employee: 'E-0113',
    phone: '+393481112233',
    email: 'marco.bianchi@example.it',
    newLogin: 'mbianchi01',
  },
  blocked: { identifier: '99999', accessCode: 'PLS9999', password: 'Ancien#Pls2019' },
} as const;

/** A name that starts like the template, up to its first {{placeholder}} (masked contacts vary). */
export function startingWith(template: string): RegExp {
  const start = template.split('{{')[0]!.trim();
  return new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

export const heading = (page: Page, texts: TTexts, key: string) =>
  page.getByRole('heading', { level: 1, name: text(texts, key) });

/** Fills the old-account login form (access code only when given) and submits it. */
export async function submitOldLogin(
  page: Page,
  texts: TTexts,
  account: { identifier: string; password: string; accessCode?: string },
): Promise<void> {
  await page.getByLabel(text(texts, 'oldaccount.login.identifier'), { exact: true }).fill(account.identifier);
  if (account.accessCode) {
    await page
      .getByLabel(text(texts, 'oldaccount.login.accesscode'), { exact: true })
      .fill(account.accessCode);
  }
  await page.getByLabel(text(texts, 'oldaccount.login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text(texts, 'oldaccount.login.submit') }).click();
}

/** Types the code received into the one-time code form and validates it with Enter. */
export async function enterCode(page: Page, texts: TTexts, code: string): Promise<void> {
  const field = page.getByLabel(text(texts, 'otp.code.label'), { exact: true });
  await field.fill(code);
  await expect(page.getByRole('button', { name: text(texts, 'general.validate') })).toBeEnabled();
  await field.press('Enter');
}
