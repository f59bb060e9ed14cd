import type { Page } from '@playwright/test';
import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, loginAs } from '../support/login';
import { HOLDERS, reachContactStep, type TPendingHolder, type TTexts } from '../support/signup-journey';

type TFile = { name: string; mimeType: string; buffer: Buffer };

/** A real PNG or JPEG of the given size, drawn by the browser's canvas. */
async function drawImage(
  page: Page,
  name: string,
  type: 'image/png' | 'image/jpeg',
  width: number,
  height: number,
) {
  const base64 = await page.evaluate(
    ({ type, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#dfe7f2';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#123456';
      context.fillRect(width / 10, height / 10, width / 3, height / 3);
      return canvas.toDataURL(type, 0.9).split(',')[1]!;
    },
    { type, width, height },
  );
  return { name, mimeType: type, buffer: Buffer.from(base64, 'base64') } satisfies TFile;
}

/** A real PDF of `pages` A4 pages, written by hand (objects, xref, trailer). */
function makePdf(name: string, pages: number): TFile {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

async function openCheck(
  page: Page,
  request: Parameters<typeof reachContactStep>[1],
  fr: TTexts,
  holder: TPendingHolder,
) {
  await reachContactStep(page, request, fr, holder);
  await page.getByRole('link', { name: text(fr, 'idcheck.signup.link') }).click();
  await expect(page).toHaveURL(/#\/firstconnexion\/justificatifs$/);
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'idcheck.title') })).toBeVisible();
  await expect(page.getByText(text(fr, 'idcheck.requested.text'))).toBeVisible();
  await expect(page.getByRole('link', { name: text(fr, 'idcheck.help') })).toBeVisible();
}

const pick = (page: Page, file: TFile) => page.locator('input[type="file"]').setInputFiles(file);

async function analyse(page: Page, fr: TTexts) {
  await expect(page.getByText(text(fr, 'idcheck.uploaded'))).toBeVisible();
  const started = Date.now();
  await page.getByRole('button', { name: text(fr, 'idcheck.analyse') }).click();
  await expect(page.getByText(text(fr, 'idcheck.analysing'))).toBeVisible();
  return started;
}

/** A medium-resolution passport, analysed: the medium-score modal opens. */
async function openMediumModal(page: Page, fr: TTexts) {
  await pick(page, await drawImage(page, 'passeport.jpg', 'image/jpeg', 800, 600));
  await analyse(page, fr);
  const modal = page.getByRole('dialog', { name: text(fr, 'idcheck.medium.title') });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  return modal;
}

test.describe('identity-document check', () => {
  test.setTimeout(120_000);
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('a visitor uploads recto then verso of an identity card and is checked HIGH', async ({
    page,
    request,
  }) => {
    const fr = await fetchTexts(request, 'fr');
    await openCheck(page, request, fr, HOLDERS.nroux);
    await expectNoA11yViolations(page, 'identity check, empty');

    const recto = await drawImage(page, 'cni-recto.png', 'image/png', 1200, 1000);
    const verso = await drawImage(page, 'cni-verso.jpg', 'image/jpeg', 1200, 1000);
    await pick(page, recto);
    const item = page.getByTestId('idcheck-item');
    await expect(item).toContainText("Carte d'identité");
    // The size is written the French way: decimal comma, "ko" (issue 16 §12).
    await expect(item).toContainText(/cni-recto\.png \(\d+,\d\d\sko\)/);
    await expect(page.getByRole('status').filter({ hasText: text(fr, 'idcheck.side.verso') })).toBeVisible();
    await expectNoA11yViolations(page, 'identity check, verso needed');

    await pick(page, verso);
    await expect(item).toContainText('cni-verso.jpg');
    await page.getByRole('button', { name: 'Aperçu de cni-recto.png' }).click();
    const preview = page.getByRole('dialog', { name: text(fr, 'idcheck.preview.title') });
    await expect(preview.getByRole('img', { name: 'cni-recto.png' })).toBeVisible();
    await preview.getByRole('button', { name: text(fr, 'idcheck.preview.next') }).click();
    await expect(preview.getByRole('img', { name: 'cni-verso.jpg' })).toBeVisible();
    await expect(preview.getByRole('button', { name: text(fr, 'idcheck.preview.next') })).toBeDisabled();
    await expectNoA11yViolations(page, 'identity check, preview');
    await preview.getByRole('button', { name: text(fr, 'general.close') }).click();

    const started = await analyse(page, fr);
    const success = page.getByRole('dialog', { name: text(fr, 'idcheck.success.title') });
    await expect(success).toBeVisible({ timeout: 30_000 });
    console.log(`HIGH outcome after ${Date.now() - started} ms (first poll at 6 s)`);
    await expectNoA11yViolations(page, 'identity check, success');
  });

  test('a visitor with a medium-resolution passport leaves phone and e-mail', async ({ page, request }) => {
    const fr = await fetchTexts(request, 'fr');
    await openCheck(page, request, fr, HOLDERS.ipetit);
    const modal = await openMediumModal(page, fr);
    await expectNoA11yViolations(page, 'identity check, medium score');

    await modal.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect(modal.getByText(text(fr, 'idcheck.medium.confirm.text'))).toBeVisible();
    await modal.getByRole('button', { name: text(fr, 'idcheck.medium.confirm.continue') }).click();

    await modal.getByLabel(text(fr, 'idcheck.medium.phone')).fill('+33644556677');
    await modal.getByLabel(text(fr, 'idcheck.medium.email')).fill('Ines.Petit@Example.FR');
    await modal.getByRole('button', { name: text(fr, 'general.validate') }).click();
    await expect(page.getByRole('dialog', { name: text(fr, 'idcheck.medium.sent.title') })).toBeVisible();
  });

  test('a low-resolution passport fails; duplicates and wrong types are refused', async ({
    page,
    request,
  }) => {
    // The renamed text file is refused by the API (400): the browser logs the failed request.

    const fr = await fetchTexts(request, 'fr');
    await openCheck(page, request, fr, HOLDERS.nroux);
    const passport = await drawImage(page, 'passeport.png', 'image/png', 400, 300);

    // Above the 4 MB image bound: refused in the browser, before a session is even opened.
    const sent: string[] = [];
    page.on('request', (call) => void (call.url().includes('/vialink/') && sent.push(call.url())));
    const oversize = Buffer.concat([passport.buffer, Buffer.alloc(4 * 1024 * 1024)]);
    await pick(page, { ...passport, buffer: oversize });
    await expect(page.getByTestId('idcheck-message')).toContainText(text(fr, 'contact.file.imageSize'));
    expect(sent).toEqual([]);

    await pick(page, {
      name: 'cni-recto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('only text, renamed'),
    });
    await expect(page.getByTestId('idcheck-message')).toContainText(
      text(fr, 'smartupload.error.fileConform'),
    );
    await expect(page.getByTestId('idcheck-item')).toHaveCount(0);

    await pick(page, passport);
    await expect(page.getByTestId('idcheck-item')).toContainText('Passeport');
    await pick(page, passport);
    await expect(page.getByTestId('idcheck-message')).toContainText(text(fr, 'smartupload.doc.alreadyExist'));
    await expect(page.getByTestId('idcheck-message')).toContainText(text(fr, 'idcheck.duplicate.title'));

    // An identity card when a passport is listed: the 'already uploaded' red state, deleted to go on.
    await pick(page, makePdf('carte-identite.pdf', 2));
    const duplicate = page.getByTestId('idcheck-item').filter({ hasText: 'carte-identite.pdf' });
    await expect(duplicate).toContainText(text(fr, 'idcheck.duplicate.title'));
    // The passport listed before it stays valid.
    const first = page.getByTestId('idcheck-item').filter({ hasText: 'Passeport' });
    await expect(first).not.toContainText(text(fr, 'idcheck.duplicate.title'));
    await expect(page.getByRole('button', { name: text(fr, 'idcheck.analyse') })).toHaveCount(0);
    await expectNoA11yViolations(page, 'identity check, duplicate type');
    await duplicate
      .getByRole('button', { name: /carte-identite\.pdf/ })
      .last()
      .click();
    await expect(page.getByTestId('idcheck-item')).toHaveCount(1);

    await analyse(page, fr);
    const failure = page.getByRole('dialog', { name: text(fr, 'idcheck.failure.title') });
    await expect(failure).toBeVisible({ timeout: 30_000 });
    await expectNoA11yViolations(page, 'identity check, failure');
    await failure.getByRole('button', { name: text(fr, 'idcheck.failure.contact') }).click();
    await expect(page).toHaveURL(/#\/contact-us\/form-call$/);
  });

  test('a signed-in holder reaches the check from the profile menu and is checked HIGH', async ({
    page,
    request,
  }) => {
    const fr = await fetchTexts(request, 'fr');
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
    await menu.getByRole('button', { name: new RegExp(text(fr, 'menu.profil')) }).click();
    await menu.getByRole('link', { name: text(fr, 'menu.justificatifs') }).click();

    await expect(page).toHaveURL(/#\/profil\/justificatifs$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'idcheck.title') })).toBeVisible();
    await expect(page.getByTestId('breadcrumbs')).toContainText(text(fr, 'menu.profil'));
    // Only visitors get the requested-documents hint and the contact help link (spec 2 §6).
    await expect(page.getByText(text(fr, 'idcheck.requested.text'))).toHaveCount(0);
    await expect(page.getByRole('link', { name: text(fr, 'idcheck.help') })).toHaveCount(0);
    await expectNoA11yViolations(page, 'identity check, signed in');

    await pick(page, await drawImage(page, 'passeport.png', 'image/png', 1200, 1000));
    await expect(page.getByTestId('idcheck-item')).toContainText('Passeport');
    await analyse(page, fr);
    await expect(page.getByRole('dialog', { name: text(fr, 'idcheck.success.title') })).toBeVisible({
      timeout: 30_000,
    });
  });

  test.describe('medium score and failures, signed in (spec 2 §4, §5, §8)', () => {
    test.use({ allowedConsoleErrors: [/status of (400|503)/] });

    async function openSignedIn(page: Page, fr: TTexts) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginAs(page, fr, 'jdupont01');
      await expectDashboard(page);
      await page.goto('/#/profil/justificatifs');
      await expect(page.getByRole('heading', { level: 1, name: text(fr, 'idcheck.title') })).toBeVisible();
    }

    test('leaving the medium-score modal ends the session on the login page', async ({ page, request }) => {
      const fr = await fetchTexts(request, 'fr');
      await openSignedIn(page, fr);
      const modal = await openMediumModal(page, fr);
      await modal.getByRole('button', { name: text(fr, 'general.close') }).click();
      await modal.getByRole('button', { name: text(fr, 'idcheck.medium.confirm.leave') }).click();
      await expect(page).toHaveURL(/#\/login$/);
      // Signed out, not bounced back to the dashboard: the profile now asks for the login again.
      await page.goto('/#/profil/justificatifs');
      await expect(page).toHaveURL(/#\/login/);
    });

    test('the medium-score modal takes a French national mobile with a country list, refuses a landline, and tells a failed update in an alert', async ({
      page,
      request,
    }) => {
      const fr = await fetchTexts(request, 'fr');
      await openSignedIn(page, fr);
      const modal = await openMediumModal(page, fr);

      await expect(modal.getByLabel(text(fr, 'phone.country.label'), { exact: true })).toBeVisible();
      const phone = modal.getByRole('textbox', { name: text(fr, 'idcheck.medium.phone') });
      await modal
        .getByRole('textbox', { name: text(fr, 'idcheck.medium.email') })
        .fill('jean.dupont@example.fr');
      // A French landline fails the mobile rule (+33 is in INDICATIFS_VERIF_MOBILE_FORTE).
      await phone.fill('0145454545');
      await modal.getByRole('button', { name: text(fr, 'general.validate') }).click();
      await expect(modal.getByText(text(fr, 'form.field.validator.phone'), { exact: true })).toBeVisible();
      await expectNoA11yViolations(page, 'medium-score modal with a refused number');

      // The national form of a French mobile passes; a failed update is an error alert with its code.
      await phone.fill('0612345678');
      await expect(modal.getByText(text(fr, 'form.field.validator.phone'), { exact: true })).toHaveCount(0);
      await page.route('**/api/v1/external/vialink/update-contact', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"errorCode":"api.technical.error"}',
        }),
      );
      await modal.getByRole('button', { name: text(fr, 'general.validate') }).click();
      const alert = page.getByRole('dialog', { name: text(fr, 'general.warning.alert') });
      await expect(alert).toContainText(text(fr, 'api.technical.error'));
      await alert.getByRole('button', { name: text(fr, 'general.close') }).click();
      await page.unroute('**/api/v1/external/vialink/update-contact');

      await modal.getByRole('button', { name: text(fr, 'general.validate') }).click();
      await expect(page.getByRole('dialog', { name: text(fr, 'idcheck.medium.sent.title') })).toBeVisible();
    });

    test('a status query that keeps failing shows its error code', async ({ page, request }) => {
      const fr = await fetchTexts(request, 'fr');
      await openSignedIn(page, fr);
      await page.route('**/api/v1/external/vialink/controls-status?**', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"errorCode":"api.technical.error"}',
        }),
      );
      await pick(page, await drawImage(page, 'passeport.png', 'image/png', 1200, 1000));
      await analyse(page, fr);
      const alert = page.getByRole('dialog', { name: text(fr, 'general.warning.alert') });
      await expect(alert).toContainText(text(fr, 'api.technical.error'), { timeout: 40_000 });
    });
  });
});
