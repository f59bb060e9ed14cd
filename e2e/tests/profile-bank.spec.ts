import { fetchTexts, text } from '../support/api';
import { makePdf } from '../support/files';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { DEMO_PASSWORD } from '../support/login';

test.describe('profile: bank details', () => {
  test('a wrong mod-97 is refused, a German IBAN is accepted with its document and the password, then pending', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const fr = await fetchTexts(request, 'fr');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, fr, 'afaure0001');
    const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
    await menu.getByRole('button', { name: new RegExp(text(fr, 'menu.profil')) }).click();
    await menu.getByRole('link', { name: text(fr, 'menu.maj_bank') }).click();
    await expect(page).toHaveURL(/#\/profil\/bancaire$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'bancaire.title') })).toBeVisible();
    const onFile = page.getByTestId('profile-bancaire');
    await expect(onFile).toContainText('FR76 **** **** **** **** ***0 189');
    await expect(onFile).toContainText('30006');
    await expectNoA11yViolations(page, 'bank details');

    await onFile.getByRole('button', { name: new RegExp(text(fr, 'bancaire.change')) }).click();
    const form = page.getByTestId('bank-change-form');
    const iban = form.getByRole('textbox', { name: text(fr, 'bancaire.field.iban'), exact: true });
    await iban.fill('DE89 3704 0044 0532 0130 01');
    await form.getByRole('textbox', { name: text(fr, 'bancaire.field.bic'), exact: true }).fill('COBADEFF');
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: text(fr, 'bancaire.field.document') }).click();
    await (await chooser).setFiles(makePdf('rib-commerzbank.pdf'));
    await form.getByRole('button', { name: text(fr, 'general.validate') }).click();
    await expect(form.getByText(text(fr, 'bancaire.error.ibanInvalid.patternInvalid'))).toBeVisible();
    await expectNoA11yViolations(page, 'bank details, wrong IBAN');

    await iban.fill('DE89 3704 0044 0532 0130 00');
    await form.getByRole('button', { name: text(fr, 'general.validate') }).click();
    await expect(page.getByRole('dialog', { name: text(fr, 'password.confirm.title') })).toBeVisible();
    await page.getByTestId('password-confirm-input').fill(DEMO_PASSWORD);
    await page.getByTestId('password-confirm-submit').click();
    await expect(page.getByText(text(fr, 'bancaire.sent'))).toBeVisible();
    const pending = page.getByTestId('profile-bancaire-en-cours');
    await expect(pending).toContainText('DE89');
    await expect(pending).toContainText('COBADEFFXXX');
    await expect(pending).toContainText(text(fr, 'profil.documents.status.EN_ATTENTE'));
    await expect(onFile.getByRole('button', { name: new RegExp(text(fr, 'bancaire.change')) })).toHaveCount(
      0,
    );
    await expectNoA11yViolations(page, 'bank details, change pending');

    // The bank document is listed with the holder's documents, being checked.
    await page.goto('/#/profil');
    await expect(page.getByTestId('justif-list')).toContainText('rib-commerzbank.pdf');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/#/profil/bancaire');
    await expect(pending).toBeVisible();
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
  });
});
