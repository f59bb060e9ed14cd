import { text } from '../support/api';
import { chooseRadio, confirmOstWithPassword, openOstFromMenu } from '../support/corporate-actions';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { expectDashboard, frenchTexts, type TTexts } from '../support/login';
import { euros } from '../support/portfolio';

test.describe('corporate actions: refa_205, messages and the capital increase', () => {
  // Long journeys with several axe runs each: room for a loaded machine.
  test.describe.configure({ timeout: 300_000 });
  let fr: TTexts;
  test.beforeAll(async ({ request }) => {
    fr = await frenchTexts(request);
  });

  test('plefevre01 (external-reference block) is refused both routes with the neutral modal and refa_205', async ({
    page,
  }) => {
    await signInAs(page, fr, 'plefevre01');
    for (const route of ['ost_pda', 'ost_ak']) {
      // The guard sends back to the dashboard at once: wait for the address change only.
      await page.goto(`/#/${route}`, { waitUntil: 'commit' });
      const modal = page.getByRole('dialog', { name: text(fr, 'habilitations.restriction.msg.n.title') });
      await expect(modal).toContainText(text(fr, 'refa_205'));
      await expectDashboard(page);
      await expect(page.getByTestId('ost-flow')).toHaveCount(0);
      await modal.getByRole('button').last().click();
      await expect(modal).toHaveCount(0);
    }
  });

  test('mmartin01 (Calanque Énergie, theme 2): a Blocage refuses the answer; the paid event shows the default cash', async ({
    page,
  }) => {
    await signInAs(page, fr, 'mmartin01', 'T2002-000102');
    const events = await openOstFromMenu(page, fr, 'ost_pda');
    const paid = events.find((entry) => entry.idOst === 103)!;
    await expect(page.getByTestId('ost-event-103')).toContainText(text(fr, 'ost.reponse.statut.DEFAUT'));
    await expect(page.getByTestId('ost-event-103')).toContainText(euros(paid.reponse!.montantEnFaveur, 'fr'));
    await expectNoA11yViolations(page, 'ost_pda list theme 2');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByTestId('ost-answer-201').click();
    const modal = page.getByRole('dialog', { name: text(fr, 'ost.message.title.Blocage') });
    await expect(modal).toContainText(text(fr, 'ost.message.blocage.demo'));
    await expectNoA11yViolations(page, 'ost Blocage modal theme 2');
    await modal.getByRole('button').last().click();
    await expect(page.getByTestId('ost-flow')).toHaveCount(0);
    await expect(page.getByTestId('ost-event-201')).toBeVisible();
  });

  test('jdupont01 reads an Avertissement, continues and subscribes to the capital increase (higher) by cheque', async ({
    page,
  }) => {
    await signInAs(page, fr, 'jdupont01');
    const events = await openOstFromMenu(page, fr, 'ost_ak');
    const higher = events
      .find((entry) => entry.idOst === 102)!
      .optionsSouscription.find((r) => r.option === 'SUP')!;
    await expectNoA11yViolations(page, 'ost_ak list theme 1');
    await page.getByTestId('ost-answer-102').click();
    const warning = page.getByRole('dialog', { name: text(fr, 'ost.message.title.Avertissement') });
    await expect(warning).toContainText(text(fr, 'ost.message.avertissement.demo'));
    await warning.getByRole('button', { name: text(fr, 'ost.message.continue') }).click();
    await expect(page.getByTestId('ost-choice-step')).toBeVisible();
    await expect(page.getByTestId('subscription-table')).toBeVisible();
    await chooseRadio(page, text(fr, 'ost.ak.option.SUP'));
    const column = page.getByTestId('subscription-table').locator('td[data-option="SUP"]');
    await expect(column.first()).toHaveText(String(higher.newShares));
    await expect(column.nth(8)).toHaveText(euros(higher.amountToPay, 'fr'));
    await expectNoA11yViolations(page, 'ost_ak choice theme 1');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('ost-next').click();
    await expect(page.getByTestId('ost-balance')).toContainText(euros(higher.amountToPay, 'fr'));
    await chooseRadio(page, text(fr, 'operations.payment.mode.CHEQUE'));
    await page.getByTestId('ost-validate').click();
    await confirmOstWithPassword(page, fr);
    await expect(page.getByTestId('ost-instructions')).toContainText(text(fr, 'ost.instructions.address'));
    await expect(page.getByTestId('ost-instructions')).toContainText(euros(higher.amountToPay, 'fr'));
    await expectNoA11yViolations(page, 'ost_ak confirmation theme 1');
  });
});
