import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, submitLogin } from '../support/login';
import { OLD_ACCOUNTS, enterCode, heading, startingWith, submitOldLogin } from '../support/old-account';
import { codeIn, nowIso, readLatestMessage } from '../support/outbox';
import { themeOrigin } from '../support/urls';

test.describe('old-account migration', () => {
  // A wrong client reference answers 400 exolis.error.identity, which the browser logs.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] });

  test('OLIS on the registrar theme: from the old login to the new identifier, then a login with it', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    const account = OLD_ACCOUNTS.olis;
    await page.goto('/#/login');
    await page.getByRole('link', { name: text(fr, 'login.legacy.olis') }).click();
    await expect(page).toHaveURL(/#\/ancienolis\?variant=olis$/i);
    await expect(heading(page, fr, 'oldaccount.login.title')).toBeVisible();
    await expect(page.getByLabel(text(fr, 'oldaccount.login.accesscode'), { exact: true })).toHaveCount(0);
    await expectNoA11yViolations(page, 'old-account login (OLIS)');
    await submitOldLogin(page, fr, account);

    await expect(heading(page, fr, 'oldaccount.identity.title')).toBeVisible();
    await expectNoA11yViolations(page, 'old-account identity');
    const issuer = page.getByRole('combobox', { name: text(fr, 'oldaccount.identity.issuer') });
    await issuer.pressSequentially('Aubép');
    // A lone result is chosen by itself and prefills the client reference.
    await expect(issuer).toHaveValue(account.issuer);
    const reference = page.getByLabel(text(fr, 'oldaccount.identity.reference'), { exact: true });
    await expect(reference).toHaveValue('1001 / ');
    // Breaking the issuer's prefix clears the reference and the issuer.
    await reference.press('End');
    await reference.press('Backspace');
    await reference.press('Backspace');
    await expect(reference).toHaveValue('');
    await expect(issuer).toHaveValue('');
    await reference.press('Enter');
    await expect(page.getByText(text(fr, 'form.field.validator.message')).first()).toBeVisible();
    await expect(issuer).toBeFocused();

    await issuer.pressSequentially('1001');
    await expect(issuer).toHaveValue(account.issuer);
    await expect(reference).toHaveValue('1001 / ');
    await reference.press('End');
    await reference.pressSequentially('999');
    await reference.press('Enter');
    await expect(page.getByText(text(fr, 'exolis.error.identity'))).toBeVisible();
    await expectNoA11yViolations(page, 'old-account identity refused');
    await reference.fill(`1001 / ${account.reference}`);
    await reference.press('Enter');

    await expect(heading(page, fr, 'oldaccount.space.title')).toBeVisible();
    await expectNoA11yViolations(page, 'old-account space');
    const sentAt = nowIso();
    await page.getByRole('button', { name: startingWith(text(fr, 'oldaccount.code.bysms')) }).click();
    await enterCode(page, fr, codeIn(await readLatestMessage(request, account.phone, sentAt)));

    await expect(heading(page, fr, 'oldaccount.contact.title')).toBeVisible();
    await expect(page.getByTestId('old-account-contacts')).toContainText(account.email);
    const confirm = page.getByRole('button', { name: text(fr, 'oldaccount.contact.confirm') });
    // Spec 1 §4: the actions wait for the SMS consent, and say so in a tooltip.
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await confirm.focus();
    await expect(page.getByRole('tooltip')).toHaveText(text(fr, 'signup.consent.tooltip'));
    await expect(page.getByRole('button', { name: text(fr, 'signup.contact.edit.both') })).toBeVisible();
    const consentBox = page.getByRole('checkbox', { name: text(fr, 'oldaccount.contact.consent') });
    await consentBox.check();
    await expect(confirm).not.toHaveAttribute('aria-disabled', 'true');
    await expectNoA11yViolations(page, 'old-account contacts');

    // Spec 1 §4: an action first records the consent; a refusal stops it with an error alert.
    const editBoth = page.getByRole('button', { name: text(fr, 'signup.contact.edit.both') });
    const consentCall = '**/api/v1/auth/exolis/consentSms';
    await page.route(consentCall, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'false' }),
    );
    await editBoth.click();
    const alert = page.getByRole('dialog', { name: text(fr, 'general.warning.alert') });
    await expect(alert).toContainText(text(fr, 'signup.consent.error'));
    await expect(page.getByTestId('alert-modal-error')).toBeAttached();
    await alert.getByRole('button', { name: text(fr, 'general.close') }).click();
    await page.unroute(consentCall);
    const consentSent = page.waitForRequest((sent) => sent.url().endsWith('/auth/exolis/consentSms'));
    await editBoth.click();
    expect((await consentSent).postDataJSON()).toEqual({ verificationKey: expect.any(String) });
    await expect(consentBox).toHaveCount(0);

    // Both change: a code to either contact on record, then both new fields, each with its rule.
    const identity = page.getByRole('region', { name: text(fr, 'oldaccount.change.identity.title') });
    await expect(
      identity.getByRole('button', { name: startingWith(text(fr, 'oldaccount.code.bymail')) }),
    ).toBeVisible();
    const bothCodeAt = nowIso();
    await identity.getByRole('button', { name: startingWith(text(fr, 'oldaccount.code.bysms')) }).click();
    await enterCode(page, fr, codeIn(await readLatestMessage(request, account.phone, bothCodeAt)));
    const newEmail = page.getByLabel(text(fr, 'general.field.email.new'), { exact: true });
    await expect(newEmail).toHaveValue(account.email);
    await page.getByLabel(text(fr, 'general.field.mobile.new'), { exact: true }).fill('');
    await page.getByRole('button', { name: text(fr, 'oldaccount.contact.save') }).click();
    await expect(page.getByText(text(fr, 'form.field.validator.message'))).toBeVisible();
    await expectNoA11yViolations(page, 'old-account both contacts');
    await page.getByRole('button', { name: text(fr, 'general.cancel') }).click();

    // The consent is recorded: confirming as is now goes straight on.
    const doneAt = nowIso();
    await confirm.click();

    await expect(heading(page, fr, 'oldaccount.done.title')).toBeVisible();
    await expect(page.getByTestId('new-identifier')).toHaveText(account.newLogin);
    await expect((await readLatestMessage(request, account.email, doneAt)).body).toContain(account.newLogin);
    await expectNoA11yViolations(page, 'old-account done');
    await page.getByRole('button', { name: text(fr, 'oldaccount.done.button') }).click();

    await expect(page).toHaveURL(/#\/login$/);
    await submitLogin(page, fr, account.newLogin, account.password);
    // A migrated account has accepted no terms of use yet: they come first (issue 14, decision 012).
    await expect(page).toHaveURL(/#\/cgu$/);
    await page.getByLabel(text(fr, 'cgu.accept.label')).check();
    await page.getByRole('button', { name: text(fr, 'cgu.accept') }).click();
    await expectDashboard(page);
  });

  test('PLS on theme 5: access code, issuer preselected, and an e-mail change confirmed by a code to the old mobile', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    const account = OLD_ACCOUNTS.pls;
    const newEmail = 'marco.bianchi@nuovo-esempio.it';
    await page.goto(`${themeOrigin(5)}/#/login`);
    await expect(page.getByRole('link', { name: text(fr, 'login.legacy.olis') })).toHaveCount(0);
    await page.getByRole('link', { name: text(fr, 'login.legacy.pls') }).click();
    await expect(heading(page, fr, 'oldaccount.login.title')).toBeVisible();
    await expectNoA11yViolations(page, 'old-account login (PLS)');
    await submitOldLogin(page, fr, account);

    await expect(heading(page, fr, 'oldaccount.identity.title')).toBeVisible();
    // Not the registrar's theme: the list is preloaded and its only issuer chosen.
    await expect(page.getByRole('combobox', { name: text(fr, 'oldaccount.identity.issuer') })).toHaveValue(
      account.issuer,
    );
    const reference = page.getByLabel(text(fr, 'oldaccount.identity.reference'), { exact: true });
    await expect(reference).toHaveValue('5005 / ');
    await reference.press('End');
    await reference.pressSequentially(account.reference);
    await page.getByLabel(text(fr, 'oldaccount.identity.employee'), { exact: true }).fill(account.employee);
    await expectNoA11yViolations(page, 'old-account identity (theme 5)');
    await reference.press('Enter');

    await expect(heading(page, fr, 'oldaccount.space.title')).toBeVisible();
    const sentAt = nowIso();
    await page.getByRole('button', { name: startingWith(text(fr, 'oldaccount.code.bymail')) }).click();
    await expect(page.getByText(startingWith(text(fr, 'oldaccount.space.sent.mail')))).toBeVisible();
    await expectNoA11yViolations(page, 'old-account space code');
    await enterCode(page, fr, codeIn(await readLatestMessage(request, account.email, sentAt)));

    await expect(heading(page, fr, 'oldaccount.contact.title')).toBeVisible();
    await page.getByRole('checkbox', { name: text(fr, 'oldaccount.contact.consent') }).check();
    await page.getByRole('button', { name: text(fr, 'oldaccount.contact.edit.email') }).click();
    const identity = page.getByRole('region', { name: text(fr, 'oldaccount.change.identity.title') });
    // The e-mail changes, so the code goes to the mobile on record only.
    await expect(
      identity.getByRole('button', { name: startingWith(text(fr, 'oldaccount.code.bymail')) }),
    ).toHaveCount(0);
    const oldCodeAt = nowIso();
    await identity.getByRole('button', { name: startingWith(text(fr, 'oldaccount.code.bysms')) }).click();
    await expectNoA11yViolations(page, 'old-account contact change code');
    await enterCode(page, fr, codeIn(await readLatestMessage(request, account.phone, oldCodeAt)));

    const email = page.getByLabel(text(fr, 'general.field.email.new'), { exact: true });
    await email.fill('pas-une-adresse');
    await page.getByRole('button', { name: text(fr, 'oldaccount.contact.save') }).click();
    await expect(page.getByText(text(fr, 'form.field.validator.email'))).toBeVisible();
    await expectNoA11yViolations(page, 'old-account new e-mail');
    await email.fill(newEmail);
    const doneAt = nowIso();
    await page.getByRole('button', { name: text(fr, 'oldaccount.contact.save') }).click();

    await expect(heading(page, fr, 'oldaccount.done.title')).toBeVisible();
    await expect(page.getByTestId('new-identifier')).toHaveText(account.newLogin);
    await expect((await readLatestMessage(request, newEmail, doneAt)).body).toContain(account.newLogin);
  });
});
