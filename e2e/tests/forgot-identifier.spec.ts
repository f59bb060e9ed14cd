import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { text } from '../support/api';
import { frenchTexts } from '../support/login';
import { nowIso, readLatestMessage } from '../support/outbox';

test.describe('forgotten identifier', () => {
  test('sent by e-mail to the address on record; the page gives no hint otherwise', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/login');
    await page.getByRole('link', { name: text(fr, 'login.forgot.credentials') }).click();
    await page.getByRole('radio', { name: text(fr, 'forgot.credentials.identifier') }).check();
    await page.getByRole('button', { name: text(fr, 'forgot.credentials.continue') }).click();

    await expect(page).toHaveURL(/#\/forgotidentifiant$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'forgot.identifier.title') }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'forgotidentifiant');

    const email = page.getByLabel(text(fr, 'general.field.email'), { exact: true });
    const submit = page.getByRole('button', { name: text(fr, 'forgot.identifier.submit') });
    await submit.click();
    await expect(page.getByText(text(fr, 'form.field.validator.email'))).toBeVisible();
    await expect(email).toBeFocused();
    await expectNoA11yViolations(page, 'forgotidentifiant with an error');

    const sentAfter = nowIso();
    await email.fill('giulia.rossi@example.it');
    await submit.click();
    await expect(page.getByRole('heading', { name: text(fr, 'forgot.identifier.sent.title') })).toBeVisible();
    const confirmation = text(fr, 'forgot.identifier.sent.mail');
    await expect(page.getByText(confirmation)).toBeVisible();
    await expect(page.getByRole('link', { name: text(fr, 'forgot.sent.nomail') })).toBeVisible();
    await expectNoA11yViolations(page, 'forgotidentifiant sent');

    const mail = await readLatestMessage(request, 'giulia.rossi@example.it', sentAfter);
    expect(mail.body).toContain('grossi0001');
  });

  test('an address that matches no account gets the very same confirmation', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    const unknown = 'personne.inconnue@example.fr';
    const sentAfter = nowIso();
    await page.goto('/#/forgotidentifiant');
    await page.getByLabel(text(fr, 'general.field.email'), { exact: true }).fill(unknown);
    await page.getByRole('button', { name: text(fr, 'forgot.identifier.submit') }).click();
    await expect(page.getByRole('heading', { name: text(fr, 'forgot.identifier.sent.title') })).toBeVisible();
    await expect(page.getByText(text(fr, 'forgot.identifier.sent.mail'))).toBeVisible();

    // Nothing leaves for an address nobody owns. The server sends after answering, in the order
    // asked: once a later request's mail has arrived, the unknown one's turn has passed.
    const later = await page.context().newPage();
    await later.goto('/#/forgotidentifiant');
    await later.getByLabel(text(fr, 'general.field.email'), { exact: true }).fill('giulia.rossi@example.it');
    await later.getByRole('button', { name: text(fr, 'forgot.identifier.submit') }).click();
    await expect(
      later.getByRole('heading', { name: text(fr, 'forgot.identifier.sent.title') }),
    ).toBeVisible();
    await readLatestMessage(request, 'giulia.rossi@example.it', sentAfter);
    const outbox = await request.get(
      `/api/v1/dev/outbox?recipient=${encodeURIComponent(unknown)}&since=${encodeURIComponent(sentAfter)}`,
    );
    expect(await outbox.json()).toEqual([]);
  });
});
