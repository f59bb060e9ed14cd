import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, fill, frenchTexts, loginAs } from '../support/login';
import { nowIso, readLatestMessage } from '../support/outbox';

test.describe('contact for visitors', () => {
  test('a visitor finds the form, is told what is missing, and the message reaches support', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'login.title') })).toBeVisible();
    await page.getByRole('link', { name: text(fr, 'footer.contact') }).click();

    await expect(page).toHaveURL(/#\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'contact.us.title') })).toBeVisible();
    await expectNoA11yViolations(page, 'contact-us');
    await page.getByRole('link', { name: text(fr, 'contact.us.form.button') }).click();

    await expect(page).toHaveURL(/#\/contact-us\/form-call$/);
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'contact.form.title') })).toBeVisible();
    await expectNoA11yViolations(page, 'contact form');

    const submit = page.getByRole('button', { name: text(fr, 'contact.form.submit') });
    await submit.click();
    const name = page.getByLabel(text(fr, 'contact.form.name'));
    await expect(name).toBeFocused();
    // Name, category, subject and message are required (the request now has a subject line).
    await expect(page.getByText(text(fr, 'form.field.validator.message'))).toHaveCount(4);
    await expect(page.getByText(text(fr, 'form.field.validator.email'))).toBeVisible();
    await expectNoA11yViolations(page, 'contact form with errors');

    await name.fill('Camille Petit');
    await page.getByLabel(text(fr, 'general.field.email')).fill('camille.petit@example.fr');
    await page
      .getByLabel(text(fr, 'contact.form.category'))
      .selectOption({ label: text(fr, 'selfcare.category.ACCES') });
    await page.getByLabel(text(fr, 'contact.form.subject')).fill('Code de connexion');
    const message = page.getByLabel(text(fr, 'contact.form.message'));
    await message.fill('Trop court');
    await expect(
      page.getByText(fill(text(fr, 'contact.form.message.counter'), { length: 10, max: 4000, min: 10 })),
    ).toBeVisible();
    await message.fill('Court');
    await submit.click();
    await expect(page.getByText(fill(text(fr, 'minlength'), { min: 10 }))).toBeVisible();
    await expect(message).toBeFocused();

    const body = 'Bonjour, je ne reçois pas le code de connexion sur mon mobile depuis hier.';
    await message.fill(body);
    const sentAfter = nowIso();
    await submit.click();
    await expect(page.getByRole('heading', { name: text(fr, 'contact.success.title') })).toBeFocused();
    await expectNoA11yViolations(page, 'contact form sent');

    const mail = await readLatestMessage(request, 'support@nomina.example', sentAfter);
    expect(mail.body).toContain(body);
    expect(mail.body).toContain('camille.petit@example.fr');
    expect(mail.subject).toContain('ACCES');
  });

  test('a contact link replaces its history entry: Back skips the page that linked to the form', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'login.title') })).toBeVisible();
    await page.goto('/#/contact-us');
    await page.getByRole('link', { name: text(fr, 'contact.us.form.button') }).click();
    await expect(page).toHaveURL(/#\/contact-us\/form-call$/);
    await page.goBack();
    await expect(page).toHaveURL(/#\/login$/);
  });
});

test.describe('contact for signed-in holders', () => {
  test('the header help link opens the form inside the shell, highlighted, and the message reaches support', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    const help = page.getByTestId('header-help');
    await help.click();

    await expect(page).toHaveURL(/#\/contact$/);
    await expect(help).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'contact.form.title') })).toBeVisible();
    await expect(page.getByTestId('breadcrumbs')).toContainText(text(fr, 'contact.form.title'));
    await expectNoA11yViolations(page, 'signed-in contact form');

    // Issue 16 point 6: the holder's identity and contacts are already filled in.
    await expect(page.getByLabel(text(fr, 'contact.form.name'))).toHaveValue('Jean Dupont');
    await expect(page.getByLabel(text(fr, 'general.field.email'))).toHaveValue('jean.dupont@example.fr');
    await page
      .getByLabel(text(fr, 'contact.form.category'))
      .selectOption({ label: text(fr, 'selfcare.category.DOCUMENT') });
    await page.getByLabel(text(fr, 'contact.form.subject')).fill('Relevé du premier trimestre');
    const body = 'Bonjour, je souhaite une copie de mon relevé du premier trimestre.';
    await page.getByLabel(text(fr, 'contact.form.message')).fill(body);
    const sentAfter = nowIso();
    await page.getByRole('button', { name: text(fr, 'contact.form.submit') }).click();
    await expect(page.getByRole('heading', { name: text(fr, 'contact.success.title') })).toBeFocused();

    // A signed-in holder is offered messaging and their space, never the login page.
    await expect(page.getByRole('link', { name: text(fr, 'general.back.login') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: text(fr, 'contact.success.back.space') })).toBeVisible();

    const mail = await readLatestMessage(request, 'support@nomina.example', sentAfter);
    expect(mail.body).toContain(body);
    expect(mail.body).toContain('jean.dupont@example.fr');
  });
});
