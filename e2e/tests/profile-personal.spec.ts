import type { Page } from '@playwright/test';
import { fetchTexts, text } from '../support/api';
import { makePdf } from '../support/files';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { codeIn, readLatestMessage } from '../support/outbox';

type TTexts = Record<string, string>;

async function openProfile(page: Page, fr: TTexts) {
  const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
  await menu.getByRole('button', { name: new RegExp(text(fr, 'menu.profil')) }).click();
  await menu.getByRole('link', { name: text(fr, 'menu.profil.infos') }).click();
  await expect(page).toHaveURL(/#\/profil$/);
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'profil.title') })).toBeVisible();
}

test.describe('profile: personal information', () => {
  test.describe.configure({ timeout: 150_000 });
  test('postal address with the commune lookup, audit trail, axe and 360 px', async ({ page, request }) => {
    const fr = await fetchTexts(request, 'fr');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, fr, 'afaure0001');
    await openProfile(page, fr);
    await expect(page.getByTestId('breadcrumbs')).toContainText(text(fr, 'menu.profil'));
    await expectNoA11yViolations(page, 'profile page');

    const addresses = page.getByTestId('profile-adresses');
    await addresses.getByRole('button', { name: new RegExp(text(fr, 'profil.edit')) }).click();
    const postal = addresses.getByRole('group', { name: text(fr, 'profil.adressePostale') });
    await postal.getByLabel(text(fr, 'profil.field.ligne1')).fill('5 allée des Pins');
    await postal.getByLabel(text(fr, 'profil.field.codePostal')).fill('64200');
    const commune = postal.getByLabel(text(fr, 'profil.field.commune'));
    await expect(commune.locator('option', { hasText: 'Biarritz' })).toHaveCount(1);
    await expect(commune.locator('option', { hasText: 'Arcangues' })).toHaveCount(1);
    await commune.selectOption('Biarritz');
    await expectNoA11yViolations(page, 'profile address form');
    await addresses.getByRole('button', { name: text(fr, 'general.validate') }).click();
    await expect(addresses.getByText(text(fr, 'profil.saved'))).toBeVisible();
    await expect(addresses).toContainText('5 allée des Pins');
    await expect(addresses).toContainText('64200 Biarritz');
    await expect(page.getByTestId('audit-list')).toContainText('5 allée des Pins');
    await expect(page.getByTestId('audit-list')).toContainText('afaure0001');

    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
  });

  test('a new mobile takes effect only with the code sent to it', async ({ page, request }) => {
    const fr = await fetchTexts(request, 'fr');
    await signInAs(page, fr, 'afaure0001');
    await openProfile(page, fr);
    const contacts = page.getByTestId('profile-contacts');
    await contacts.getByRole('button', { name: text(fr, 'profil.contacts.mobile.change') }).click();
    const phone = contacts.getByLabel(text(fr, 'profil.contacts.mobile.new'), { exact: true });
    await phone.pressSequentially('06 70 11 22 99');
    const before = new Date().toISOString();
    await contacts.getByRole('button', { name: text(fr, 'profil.contacts.sendCode') }).click();
    await expect(contacts.getByText(/\*/).last()).toBeVisible();
    const sms = await readLatestMessage(request, '+33670112299', before);
    await contacts.getByLabel(text(fr, 'otp.code.label')).fill(codeIn(sms));
    await contacts.getByRole('button', { name: text(fr, 'general.validate') }).click();
    await expect(contacts.getByText(text(fr, 'profil.contacts.mobile.done'))).toBeVisible();
    await expect(contacts).toContainText(/\+336\*+99/);
    await expect(page.getByTestId('audit-list')).toContainText(/\+336\*+99/);
    await expectNoA11yViolations(page, 'profile contacts after the change');
  });

  test('a 17-year-old birth date is refused with invalidDate', async ({ page, request }) => {
    const fr = await fetchTexts(request, 'fr');
    await signInAs(page, fr, 'afaure0001');
    await openProfile(page, fr);
    const birth = page.getByTestId('profile-naissance');
    await birth.getByRole('button', { name: new RegExp(text(fr, 'profil.edit')) }).click();
    const seventeen = new Date();
    seventeen.setFullYear(seventeen.getFullYear() - 17);
    await birth.getByLabel(text(fr, 'profil.field.dateNaissance')).fill(seventeen.toISOString().slice(0, 10));
    await birth.getByRole('button', { name: text(fr, 'general.validate') }).click();
    await expect(birth.getByText(text(fr, 'form.field.validator.invalidDate'))).toBeVisible();
    await expectNoA11yViolations(page, 'profile birth date refused');
    await birth.getByRole('button', { name: text(fr, 'profil.cancel') }).click();
    await expect(birth).toContainText('14/03/1987');
  });

  test('a proof of address is uploaded and listed as being checked', async ({ page, request }) => {
    const fr = await fetchTexts(request, 'fr');
    await signInAs(page, fr, 'afaure0001');
    await openProfile(page, fr);
    const documents = page.getByTestId('profile-documents');
    await documents.getByLabel(text(fr, 'profil.documents.type')).selectOption('ADDRESS_PROOF');
    await documents
      .getByLabel(text(fr, 'profil.documents.subType'))
      .selectOption({ label: text(fr, 'profil.documents.subType.ELECTRICITY_BILL') });
    const chooser = page.waitForEvent('filechooser');
    await documents.getByRole('button', { name: new RegExp(text(fr, 'profil.documents.file')) }).click();
    await (await chooser).setFiles(makePdf('facture-edf.pdf'));
    await documents.getByRole('button', { name: text(fr, 'profil.documents.send') }).click();
    await expect(documents.getByText(text(fr, 'profil.documents.sent'))).toBeVisible();
    const list = page.getByTestId('justif-list');
    await expect(list).toContainText('facture-edf.pdf');
    await expect(list).toContainText(text(fr, 'profil.documents.status.EN_ATTENTE'));
    await expectNoA11yViolations(page, 'profile documents');
    // On a phone each document reads as label and value, one per line: as four columns, their
    // headers broke inside words.
    await page.setViewportSize({ width: 360, height: 800 });
    const cell = list.locator('td[data-label]').first();
    await expect(cell).toHaveAttribute('data-label', text(fr, 'profil.documents.type'));
    const [cellBox, listBox] = [await cell.boundingBox(), await list.boundingBox()];
    expect(cellBox!.width).toBeGreaterThan(listBox!.width * 0.9);
    await expectNoA11yViolations(page, 'profile documents on a phone');
  });

  test('the signed-in identity check ends on the profile page', async ({ page, request }) => {
    const fr = await fetchTexts(request, 'fr');
    await signInAs(page, fr, 'afaure0001');
    await openProfile(page, fr);
    await page.getByRole('link', { name: text(fr, 'profil.documents.identityCheck') }).click();
    await expect(page).toHaveURL(/#\/profil\/justificatifs$/);
    const base64 = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 1000;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#dfe7f2';
      context.fillRect(0, 0, 1200, 1000);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'passeport.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') });
    await expect(page.getByTestId('idcheck-item')).toContainText('Passeport');
    await expect(page.getByText(text(fr, 'idcheck.uploaded'))).toBeVisible();
    await page.getByRole('button', { name: text(fr, 'idcheck.analyse') }).click();
    const success = page.getByRole('dialog', { name: text(fr, 'idcheck.success.title') });
    await expect(success).toBeVisible({ timeout: 30_000 });
    await success.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect(page).toHaveURL(/#\/profil$/);
    await expect(page.getByTestId('profile-page')).toBeVisible();
  });
});
