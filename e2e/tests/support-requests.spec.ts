import { text } from '../support/api';
import { PDF_FILE, PNG_FILE, RENAMED_FILE } from '../support/files';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { frenchTexts, type TTexts } from '../support/login';
import { nowIso, readLatestMessage } from '../support/outbox';

const referenceOn = async (page: import('@playwright/test').Page) =>
  /SR-\d{4}-\d{6}/.exec((await page.getByTestId('support-reference').textContent()) ?? '')?.[0] ?? '';

test.describe('support requests with files', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test.describe.configure({ timeout: 180_000 });
  let fr: TTexts;
  test.beforeAll(async ({ request }) => {
    fr = await frenchTexts(request);
  });

  test('a visitor sends a request with two files, gets a reference and an acknowledgement', async ({
    page,
    request,
  }) => {
    await page.goto('/#/contact-us/form-call');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'contact.form.title') })).toBeVisible();
    await page.getByLabel(text(fr, 'contact.form.name')).fill('Élodie Marchand');
    await page.getByLabel(text(fr, 'general.field.email')).fill('elodie.marchand@example.fr');
    await page
      .getByLabel(text(fr, 'contact.form.category'))
      .selectOption({ label: text(fr, 'selfcare.category.INSCRIPTION') });
    await page.getByLabel(text(fr, 'contact.form.subject')).fill('Courrier d’identifiant non reçu');
    await page.getByLabel(text(fr, 'contact.form.message')).fill('Bonjour <merci> !');
    const files = page.getByTestId('support-files-input');
    await files.setInputFiles([RENAMED_FILE]);
    await page.getByRole('button', { name: text(fr, 'contact.form.submit') }).click();
    await expect(page.getByText(text(fr, 'form.field.validator.freeText'))).toBeVisible();

    await page
      .getByLabel(text(fr, 'contact.form.message'))
      .fill("Bonjour, je n'ai pas reçu le courrier avec mon identifiant. Vous trouverez mon avis joint.");
    await page
      .getByRole('button', { name: text(fr, 'contact.files.remove').replace('{{name}}', 'photo.png') })
      .click();
    await files.setInputFiles([PDF_FILE, PNG_FILE]);
    await expect(page.getByText('releve.pdf')).toBeVisible();
    await expectNoA11yViolations(page, 'visitor support request');
    const sentAfter = nowIso();
    await page.getByRole('button', { name: text(fr, 'contact.form.submit') }).click();
    await expect(page.getByRole('heading', { name: text(fr, 'contact.success.title') })).toBeFocused();
    const reference = await referenceOn(page);
    expect(reference).toMatch(/^SR-/);
    await expect(page.getByRole('link', { name: text(fr, 'general.back.login') })).toBeVisible();
    const ack = await readLatestMessage(request, 'elodie.marchand@example.fr', sentAfter);
    expect(ack.body).toContain(reference);
    const desk = await readLatestMessage(request, 'support@nomina.example', sentAfter);
    expect(desk.subject).toContain(reference);
  });

  test('a holder writes from a prefilled form, reads the desk answer and replies, the counter going up then down', async ({
    page,
    request,
  }) => {
    await signInAs(page, fr, 'clambert01');
    const messaging = page.getByTestId('header-messaging');
    await expect(messaging).toBeVisible();
    await expect(page.getByTestId('header-messaging-count')).toHaveCount(0);
    await page.getByTestId('header-help').click();
    await expect(page).toHaveURL(/#\/contact$/);
    await expect(page.getByLabel(text(fr, 'contact.form.name'))).toHaveValue('Camille Lambert');
    await expect(page.getByLabel(text(fr, 'general.field.email'))).toHaveValue('camille.lambert@example.fr');
    await expectNoA11yViolations(page, 'holder support request');

    await page
      .getByLabel(text(fr, 'contact.form.category'))
      .selectOption({ label: text(fr, 'selfcare.category.PORTEFEUILLE') });
    await page.getByLabel(text(fr, 'contact.form.subject')).fill('Titres reçus en donation');
    await page
      .getByLabel(text(fr, 'contact.form.message'))
      .fill("Bonjour, les titres reçus en donation n'apparaissent pas encore. Voici l'acte et une capture.");
    await page.getByTestId('support-files-input').setInputFiles([PDF_FILE, PNG_FILE]);
    await page.getByRole('button', { name: text(fr, 'contact.form.submit') }).click();
    await expect(page.getByRole('heading', { name: text(fr, 'contact.success.title') })).toBeFocused();
    const reference = await referenceOn(page);
    await expect(page.getByRole('link', { name: text(fr, 'general.back.login') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: text(fr, 'contact.success.back.space') })).toBeVisible();
    await page.getByRole('link', { name: text(fr, 'contact.success.messaging') }).click();

    await expect(page).toHaveURL(/#\/messagerie$/);
    await expect(page.getByTestId('messaging-list')).toContainText(reference);
    await expect(page.getByTestId('messaging-list')).toContainText(text(fr, 'selfcare.status.OUVERTE'));

    // The registrar's desk answers (non-production helper, same service as the desk API).
    const answered = await request.post('/api/v1/dev/desk/answer', {
      data: { reference, texte: 'Bonjour, les titres seront inscrits sous 48 heures.' },
    });
    expect(answered.ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('header-messaging-count')).toHaveText('1');
    await expect(page.getByTestId('messaging-list')).toContainText(text(fr, 'selfcare.status.REPONDUE'));
    await page.getByTestId('messaging-list').getByRole('button').first().click();
    await expect(page.getByTestId('message-CONSEILLER')).toContainText('inscrits sous 48 heures');
    await expect(page.getByTestId('message-TITULAIRE')).toContainText(
      text(fr, 'messagerie.download').replace('{{name}}', 'releve.pdf'),
    );
    await expect(page.getByTestId('header-messaging-count')).toHaveCount(0);
    await expectNoA11yViolations(page, 'messaging thread');

    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: text(fr, 'messagerie.download').replace('{{name}}', 'releve.pdf') })
      .click();
    expect((await download).suggestedFilename()).toBe('releve.pdf');

    await page
      .getByLabel(text(fr, 'messagerie.reply.label'))
      .fill('Merci beaucoup pour votre réponse rapide.');
    await page.getByRole('button', { name: text(fr, 'messagerie.reply.submit') }).click();
    await expect(page.getByText(text(fr, 'messagerie.reply.sent'))).toBeVisible();
    await expect(page.getByTestId('message-TITULAIRE')).toHaveCount(2);
    await expect(page.getByTestId('thread-status')).toHaveText(text(fr, 'selfcare.status.EN_ATTENTE'));

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
