import { text } from '../support/api';
import { chooseRadio, openOstFromMenu } from '../support/corporate-actions';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { signInAs } from '../support/holder-session';
import { DEMO_PASSWORD, frenchTexts, type TTexts } from '../support/login';
import { payOnSandboxCard, textOrKey } from '../support/operations';
import { euros } from '../support/portfolio';

/** The sandbox's 3-D Secure test card and the code its challenge asks for (README, payments). */
const CHALLENGE_CARD = '4000000000003220';
const CHALLENGE_CODE = '123456';

test.describe('capital increase (ost_ak) with a balance paid by card', () => {
  // A long journey through the provider's page on a loaded machine.
  test.describe.configure({ timeout: 300_000 });
  let fr: TTexts;
  test.beforeAll(async ({ request }) => {
    fr = await frenchTexts(request);
  });

  test('mmartin01 (account 1001) subscribes (lower), pays the balance by card with 3-D Secure, and finds the answer in the history', async ({
    page,
  }) => {
    // The provider's hosted page declares no icon, so Chromium asks /favicon.ico (404, not the portal's).
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await signInAs(page, fr, 'mmartin01', 'T1001-000102');
    const events = await openOstFromMenu(page, fr, 'ost_ak');
    const lower = events
      .find((entry) => entry.idOst === 102)!
      .optionsSouscription.find((option) => option.option === 'INF')!;
    expect(lower.amountToPay).toBeGreaterThan(0);

    await page.getByTestId('ost-answer-102').click();
    const warning = page.getByRole('dialog', { name: text(fr, 'ost.message.title.Avertissement') });
    await warning.getByRole('button', { name: text(fr, 'ost.message.continue') }).click();
    await chooseRadio(page, text(fr, 'ost.ak.option.INF'));
    await page.getByTestId('ost-next').click();
    await expect(page.getByTestId('ost-balance')).toContainText(euros(lower.amountToPay, 'fr'));
    // The shared payment choice: card and open banking are offered with transfer and cheque.
    await expect(page.getByRole('radio', { name: text(fr, 'operations.payment.mode.LINXO') })).toBeEnabled();
    await chooseRadio(page, text(fr, 'operations.payment.mode.CB'));
    await expect(page.getByText(text(fr, 'ost.payment.mode.noteOnline'))).toBeVisible();
    await expectNoA11yViolations(page, 'ost_ak payment by card');

    // The password confirmation records the answer (awaiting payment), then the provider's page.
    await page.getByTestId('ost-validate').click();
    const modal = page.getByRole('dialog', { name: text(fr, 'password.confirm.title') });
    await modal
      .getByRole('textbox', { name: text(fr, 'password.confirm.label'), exact: true })
      .fill(DEMO_PASSWORD);
    await modal.getByRole('button', { name: text(fr, 'password.confirm.button.validate') }).click();

    const reference = await payOnSandboxCard(page, fr, CHALLENGE_CARD);
    expect(reference).toMatch(/^OST102-/);
    await page.getByLabel(textOrKey(fr, 'payment.sandbox.challenge.code')).fill(CHALLENGE_CODE);
    await page.getByRole('button', { name: textOrKey(fr, 'payment.sandbox.challenge.submit') }).click();

    // Back on the capital increase page: the server confirms the payment, the answer is recorded.
    await expect(page).toHaveURL(new RegExp(`#/ost_ak\\?order_id=${reference}`));
    await expect(page.getByTestId('ost-confirm')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: text(fr, 'ost.confirm.title') })).toBeVisible();
    await expect(page.getByTestId('ost-ref')).toHaveText(reference);
    await expect(page.getByTestId('ost-reponse-statut')).toHaveText(
      text(fr, 'ost.reponse.statut.EN_ATTENTE'),
    );
    await expect(page.getByTestId('ost-instructions')).toHaveCount(0);
    await expectNoA11yViolations(page, 'ost_ak confirmation after card');

    await page.getByTestId('ost-history').click();
    await expect(page).toHaveURL(/#\/histo_ope_diverses$/);
    const row = page.locator(`[data-testid="history-row"][data-id="${reference}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(text(fr, 'register.statut.EN_ATTENTE'));
  });
});
