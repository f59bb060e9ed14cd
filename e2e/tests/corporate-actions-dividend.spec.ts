import { text } from '../support/api';
import { chooseRadio, confirmOstWithPassword, openOstFromMenu } from '../support/corporate-actions';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { frenchTexts, type TTexts } from '../support/login';
import { euros } from '../support/portfolio';

const dash = '—';
const cell = (value: number | null) => (value === null ? dash : euros(value, 'fr'));

test.describe('dividend paid in shares or in cash (ost_pda)', () => {
  // Long journeys with several axe runs each: room for a loaded machine.
  test.describe.configure({ timeout: 300_000 });
  let fr: TTexts;
  test.beforeAll(async ({ request }) => {
    fr = await frenchTexts(request);
  });

  test('jdupont01 compares two share options against the API, answers NET_SUP by transfer and finds it pending in the history', async ({
    page,
  }) => {
    await signInAs(page, fr, 'jdupont01');
    const events = await openOstFromMenu(page, fr, 'ost_pda');
    const event = events.find((entry) => entry.idOst === 101)!;
    const card = page.getByTestId('ost-event-101');
    await expect(card).toContainText('Aubépine Industries');
    await expect(card).toContainText(text(fr, 'ost.statut.OUVERT'));
    await expect(card).toContainText('1 200');
    await expectNoA11yViolations(page, 'ost_pda list theme 1');

    await page.getByTestId('ost-answer-101').click();
    await expect(page.getByTestId('ost-choice-step')).toBeVisible();
    await chooseRadio(page, text(fr, 'ost.choix.ACTIONS'));
    const table = page.getByTestId('formula-table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    for (const option of ['NET_INF', 'NET_SUP'] as const) {
      await chooseRadio(
        page,
        text(fr, option === 'NET_INF' ? 'demo.formula.option1' : 'demo.formula.option2'),
      );
      const column = event.optionsDividende.find((entry) => entry.option === option)!;
      const cells = table.locator(`td[data-option="${option}"]`);
      await expect(cells).toHaveText([
        cell(column.dividendsToReinvest),
        String(column.sharesSubscribed),
        cell(column.subscriptionAmount),
        cell(column.cashBalance),
        cell(column.balanceToPay),
        cell(column.withholdingTax),
        cell(column.subscriptionBalance),
      ]);
    }
    // 1 200 shares: 1 412,64 € net buys 36 shares (37,44 € paid out) or 37 with 0,76 € to pay.
    await expect(table.locator('td[data-option="NET_SUP"]').nth(4)).toHaveText(euros(0.76, 'fr'));
    await expectNoA11yViolations(page, 'ost_pda choice theme 1');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByTestId('ost-next').click();
    await expect(page.getByTestId('ost-balance')).toContainText(euros(0.76, 'fr'));
    await expect(page.getByTestId('ost-validate')).toBeDisabled();
    await chooseRadio(page, text(fr, 'operations.payment.mode.VIREMENT'));
    await expectNoA11yViolations(page, 'ost_pda payment theme 1');
    await page.getByTestId('ost-validate').click();
    await confirmOstWithPassword(page, fr);
    const instructions = page.getByTestId('ost-instructions');
    await expect(instructions).toContainText('FR7630006000011234567890189');
    await expect(instructions).toContainText(euros(0.76, 'fr'));
    const reference = (await page.getByTestId('ost-ref').textContent())!.trim();
    await expect(instructions).toContainText(reference);
    await expect(page.getByTestId('ost-reponse-statut')).toHaveText(
      text(fr, 'ost.reponse.statut.EN_ATTENTE_PAIEMENT'),
    );
    await expectNoA11yViolations(page, 'ost_pda confirmation theme 1');

    await page.getByTestId('ost-history').click();
    await expect(page).toHaveURL(/#\/histo_ope_diverses$/);
    const row = page.locator(`[data-testid="history-row"][data-id="${reference}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(text(fr, 'register.statut.EN_ATTENTE'));

    // Back on the page (its list was read again right after the answer), the event shows the
    // recorded answer and cannot be answered again.
    await openOstFromMenu(page, fr, 'ost_pda', false);
    await expect(page.getByTestId('ost-event-101')).toContainText(text(fr, 'ost.statut.REPONDU'));
    await expect(page.getByTestId('ost-answer-101')).toHaveCount(0);
  });

  test('mmartin01 (account 1001) chooses cash: nothing to pay, the answer waits for the payment date', async ({
    page,
  }) => {
    await signInAs(page, fr, 'mmartin01', 'T1001-000102');
    const events = await openOstFromMenu(page, fr, 'ost_pda');
    const cash = events.find((entry) => entry.idOst === 101)!.numeraire!;
    await page.getByTestId('ost-answer-101').click();
    await expect(page.getByRole('radio', { name: text(fr, 'ost.choix.NUMERAIRE') })).toBeChecked();
    await expect(page.getByTestId('ost-choice-step')).toContainText(euros(cash.netDividend, 'fr'));
    await page.getByTestId('ost-next').click();
    await expect(page.getByTestId('ost-no-balance')).toBeVisible();
    await page.getByTestId('ost-validate').click();
    await confirmOstWithPassword(page, fr);
    await expect(page.getByTestId('ost-reponse-statut')).toHaveText(
      text(fr, 'ost.reponse.statut.EN_ATTENTE'),
    );
    await expect(page.getByTestId('ost-instructions')).toHaveCount(0);
  });
});
