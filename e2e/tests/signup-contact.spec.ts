import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { codeIn, nowIso, readLatestMessage } from '../support/outbox';
import { HOLDERS, reachContactStep } from '../support/signup-journey';

test.describe('sign-up contact step', () => {
  test('a refused SMS consent stops the action with the alert', async ({ page, request }) => {
    const fr = await fetchTexts(request, 'fr');
    await reachContactStep(page, request, fr, HOLDERS.nroux);
    await page.route('**/api/v1/auth/firstconnexion/consentSms', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'false' }),
    );

    await page.getByRole('checkbox', { name: text(fr, 'signup.consent.label') }).check();
    await page.getByRole('button', { name: text(fr, 'signup.contact.validate.asis') }).click();

    const alert = page.getByRole('dialog', { name: text(fr, 'general.warning.alert') });
    await expect(alert).toContainText(text(fr, 'signup.consent.error'));
    // An error alert (spec 1 §4): the error's picture and test id.
    await expect(page.getByTestId('alert-modal-error')).toBeAttached();
    await expectNoA11yViolations(page, 'sign-up consent refused');
    await alert.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'signup.contact.title') }),
    ).toBeVisible();
  });

  test('changing the phone needs a code sent by e-mail, and a landline is refused', async ({
    page,
    request,
  }) => {
    const fr = await fetchTexts(request, 'fr');
    const holder = HOLDERS.cdurand;
    await reachContactStep(page, request, fr, holder);
    await page.getByRole('checkbox', { name: text(fr, 'signup.consent.label') }).check();
    await page.getByRole('button', { name: text(fr, 'signup.contact.edit.phone') }).click();

    const identity = page.getByRole('region', { name: text(fr, 'signup.identity.title') });
    await expect(identity.getByRole('button', { name: text(fr, 'signup.identity.bymail') })).toBeVisible();
    await expect(identity.getByRole('button', { name: text(fr, 'signup.identity.bymobile') })).toHaveCount(0);

    const phone = page.getByLabel(text(fr, 'general.field.mobile.new'), { exact: true });
    await phone.fill('');
    await phone.pressSequentially('01 45 67 89 01');
    await phone.blur();
    await expect(page.getByText(text(fr, 'form.field.validator.phone'))).toBeVisible();
    await expectNoA11yViolations(page, 'sign-up phone change, landline');
    await phone.fill('06 99 88 77 66');

    const since = nowIso();
    await identity.getByRole('button', { name: text(fr, 'signup.identity.bymail') }).click();
    const code = codeIn(await readLatestMessage(request, holder.email, since));
    await expect(identity.getByRole('button', { name: text(fr, 'otp.nocode.link') })).toBeVisible();
    await expectNoA11yViolations(page, 'sign-up identity code');
    const codeField = identity.getByLabel(text(fr, 'otp.code.label'), { exact: true });
    await codeField.fill(code);
    await codeField.press('Enter');
    await expect(identity.getByText(text(fr, 'signup.identity.confirmed'))).toBeVisible();

    await page.getByRole('checkbox', { name: text(fr, 'cgu.accept.label') }).check();
    await page.getByRole('button', { name: text(fr, 'general.validate') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'signup.done.title') })).toBeVisible();
    await expect(page.getByText(holder.login)).toBeVisible();
  });

  test('consent already given: no checkbox, actions open at once', async ({ page, request }) => {
    const fr = await fetchTexts(request, 'fr');
    await reachContactStep(page, request, fr, HOLDERS.amoreau);
    await expect(page.getByRole('checkbox', { name: text(fr, 'signup.consent.label') })).toHaveCount(0);
    await page.getByRole('button', { name: text(fr, 'signup.contact.edit.email') }).click();
    const identity = page.getByRole('region', { name: text(fr, 'signup.identity.title') });
    await expect(identity.getByRole('button', { name: text(fr, 'signup.identity.bymobile') })).toBeVisible();
    await expect(identity.getByRole('button', { name: text(fr, 'signup.identity.bymail') })).toHaveCount(0);
    await expectNoA11yViolations(page, 'sign-up e-mail change');
  });
});
