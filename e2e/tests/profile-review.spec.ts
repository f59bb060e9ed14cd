import type { APIRequestContext, Page } from '@playwright/test';
import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { PDF_FILE } from '../support/files';
import { signInAs } from '../support/holder-session';
import { DEMO_PASSWORD } from '../support/login';

type TTexts = Record<string, string>;

/** The registrar decides, through the non-production helper (same service as the desk API). */
async function deskDecides(request: APIRequestContext, kind: 'document' | 'bancaire', decision: string) {
  const answer = await request.post('/api/v1/dev/desk/profil-review', {
    data: { login: 'bgirard001', kind, decision },
  });
  expect(answer.status()).toBe(200);
}

async function askBankChange(page: Page, fr: TTexts, iban: string, bic: string, fileName: string) {
  const onFile = page.getByTestId('profile-bancaire');
  await onFile.getByRole('button', { name: new RegExp(text(fr, 'bancaire.change')) }).click();
  const form = page.getByTestId('bank-change-form');
  await form.getByRole('textbox', { name: text(fr, 'bancaire.field.iban'), exact: true }).fill(iban);
  await form.getByRole('textbox', { name: text(fr, 'bancaire.field.bic'), exact: true }).fill(bic);
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: text(fr, 'bancaire.field.document') }).click();
  await (await chooser).setFiles({ ...PDF_FILE, name: fileName });
  await form.getByRole('button', { name: text(fr, 'general.validate') }).click();
  await page.getByTestId('password-confirm-input').fill(DEMO_PASSWORD);
  await page.getByTestId('password-confirm-submit').click();
  await expect(page.getByText(text(fr, 'bancaire.sent'))).toBeVisible();
}

test.describe('profile: the registrar’s review', () => {
  test('a proof of address accepted; a bank change refused, then another accepted and on file', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const fr = await fetchTexts(request, 'fr');
    await signInAs(page, fr, 'bgirard001');
    await page.goto('/#/profil');
    const documents = page.getByTestId('profile-documents');
    await documents.getByLabel(text(fr, 'profil.documents.type')).selectOption('ADDRESS_PROOF');
    await documents
      .getByLabel(text(fr, 'profil.documents.subType'))
      .selectOption({ label: text(fr, 'profil.documents.subType.ELECTRICITY_BILL') });
    const chooser = page.waitForEvent('filechooser');
    await documents.getByRole('button', { name: new RegExp(text(fr, 'profil.documents.file')) }).click();
    await (await chooser).setFiles({ ...PDF_FILE, name: 'quittance.pdf' });
    await documents.getByRole('button', { name: text(fr, 'profil.documents.send') }).click();
    const row = page.getByTestId('justif-list').getByRole('row').filter({ hasText: 'quittance.pdf' });
    await expect(row).toContainText(text(fr, 'profil.documents.status.EN_ATTENTE'));
    await deskDecides(request, 'document', 'VALIDE');
    await page.reload();
    await expect(row).toContainText(text(fr, 'profil.documents.status.VALIDE'));

    await page.goto('/#/profil/bancaire');
    await askBankChange(page, fr, 'NL91 ABNA 0417 1643 00', 'ABNANL2A', 'rib-abn.pdf');
    const pending = page.getByTestId('profile-bancaire-en-cours');
    await expect(pending).toContainText(text(fr, 'profil.documents.status.EN_ATTENTE'));
    await deskDecides(request, 'bancaire', 'REFUSE');
    await page.reload();
    await expect(pending).toContainText(text(fr, 'profil.documents.status.REFUSE'));
    await expect(page.getByTestId('bancaire-refused')).toHaveText(text(fr, 'bancaire.enCours.refused'));
    const onFile = page.getByTestId('profile-bancaire');
    await expect(onFile).toContainText('FR76');
    await expectNoA11yViolations(page, 'bank change refused');

    await askBankChange(page, fr, 'IT60 X054 2811 1010 0000 0123 456', 'BLOPIT22', 'rib-bpm.pdf');
    await deskDecides(request, 'bancaire', 'VALIDE');
    await page.reload();
    await expect(onFile).toContainText('IT60');
    await expect(onFile).toContainText('BLOPIT22XXX');
    await expect(pending).toHaveCount(0);
    await page.goto('/#/profil');
    await expect(
      page.getByTestId('justif-list').getByRole('row').filter({ hasText: 'rib-bpm.pdf' }),
    ).toContainText(text(fr, 'profil.documents.status.VALIDE'));
  });
});
