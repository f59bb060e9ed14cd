import type { Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { frDate } from '../support/dates';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { DEMO_PASSWORD, expectDashboard, fill, frenchTexts, type TTexts } from '../support/login';

/** Turns a switch or radio on from the keyboard (the sticky header may cover it for a click). */
async function toggle(page: Page, name: string, role: 'switch' | 'radio' = 'switch'): Promise<void> {
  const control = page.getByRole(role, { name, exact: true });
  await control.focus();
  await page.keyboard.press('Space');
  await expect(control).toBeChecked();
}

/** Answers the selected plan through recap and the password modal, up to the confirm screen. */
async function confirmWithPassword(page: Page, fr: TTexts, axeLabel?: string): Promise<void> {
  await page.getByTestId('recap-validate').click();
  const modal = page.getByRole('dialog', { name: text(fr, 'password.confirm.title') });
  await expect(
    modal.getByRole('button', { name: text(fr, 'password.confirm.button.validate') }),
  ).toBeVisible();
  if (axeLabel) await expectNoA11yViolations(page, axeLabel);
  await modal
    .getByRole('textbox', { name: text(fr, 'password.confirm.label'), exact: true })
    .fill(DEMO_PASSWORD);
  await modal.getByRole('button', { name: text(fr, 'password.confirm.button.validate') }).click();
  await expect(page.getByTestId('acceptation-confirm')).toBeVisible();
  await expect(page.getByRole('heading', { name: text(fr, 'acceptation.confirm.title') })).toBeVisible();
}

test.describe('plan acceptance (jdupont01)', () => {
  let fr: TTexts;
  test.beforeAll(async ({ request }) => {
    fr = await frenchTexts(request);
  });

  test('accepts one plan and refuses another through the password modal; the answered plans are gone', async ({
    page,
  }) => {
    await signInAs(page, fr, 'jdupont01');
    await page.goto('/#/e_acceptation');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'menu.e_acceptation') })).toBeVisible();
    // Step 1: banner and one card per pending plan.
    await expect(page.getByTestId('acceptation-banner')).toHaveAttribute('id', 'acceptation-banner-101');
    for (const id of [101, 102, 103]) await expect(page.getByTestId(`plan-card-${id}`)).toBeVisible();
    await expect(page.getByTestId('plan-card-101').getByTestId('plan-card-price')).toHaveCount(0);
    await expect(page.getByTestId('plan-card-102').getByTestId('plan-card-price')).toBeVisible();
    await expectNoA11yViolations(page, 'e_acceptation selection');

    // Step 2: the free-share plan, with its acquisition date, two French documents, two disclaimers.
    await page.getByTestId('plan-card-101').click();
    await expect(page.getByTestId('selected-plan')).toBeVisible();
    await expect(page.getByTestId('plan-acquisition')).toBeVisible();
    await page.getByTestId('plan-document-list').click();
    await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(2);
    await expectNoA11yViolations(page, 'e_acceptation plan selected, documents open');
    // Escape closes the list (pressed again if it came before the popover listened): the radios
    // below are reachable only once it is closed, as its focus trap holds the focus.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
    const next = page.getByTestId('acceptation-next');
    await expect(next).toBeDisabled();
    await toggle(page, text(fr, 'acceptation.choice.accept'), 'radio');
    await expect(next).toBeDisabled();
    await toggle(page, text(fr, 'acceptation.plan.disclaimer.first'));
    await expect(next).toBeDisabled();
    await toggle(page, text(fr, 'acceptation.plan.disclaimer.second'));
    await expect(next).toBeEnabled();
    // Edit deselects, then back.
    await page.getByTestId('plan-edit').click();
    await expect(page.getByTestId('plan-card-103')).toBeVisible();
    await page.getByTestId('plan-card-101').click();
    await toggle(page, text(fr, 'acceptation.choice.accept'), 'radio');
    await toggle(page, text(fr, 'acceptation.plan.disclaimer.first'));
    await toggle(page, text(fr, 'acceptation.plan.disclaimer.second'));
    await next.click();

    // Step 3: recap with today's date and the plan-details modal.
    const recap = page.getByTestId('acceptation-recap');
    await expect(
      recap.getByText(
        fill(text(fr, 'acceptation.recap.subtitle.accept'), {
          id: 101,
          label: text(fr, 'acceptation.plan.label.aga'),
        }),
      ),
    ).toBeVisible();
    await expect(page.getByTestId('recap-date')).toHaveText(frDate());
    // The flow's steps (spec 3 §4): accept, recap, confirmation; the recap is the current one.
    const steps = page.getByRole('navigation', { name: text(fr, 'operations.steps.label') });
    await expect(steps).toContainText(text(fr, 'acceptation.step.accept'));
    await expect(steps).toContainText(text(fr, 'operations.step.confirmation'));
    await expect(steps.locator('[aria-current="step"]')).toContainText(text(fr, 'acceptation.step.recap'));
    await expectNoA11yViolations(page, 'e_acceptation recap');
    await page.getByTestId('recap-details').click();
    const details = page.getByRole('dialog', { name: text(fr, 'acceptation.plan.label.aga') });
    await expect(details).toBeVisible();
    // Screen 5's list: the price (0 for free shares) and the end date, beside the acquisition date.
    await expect(details.getByText(text(fr, 'acceptation.card.price'))).toBeVisible();
    await expect(details.getByTestId('plan-end')).toBeVisible();
    await expect(details.getByTestId('plan-acquisition')).toBeVisible();
    await expectNoA11yViolations(page, 'e_acceptation plan details');
    await page
      .getByRole('dialog', { name: text(fr, 'acceptation.plan.label.aga') })
      .getByRole('button', { name: text(fr, 'general.close') })
      .click();
    await expect(page.getByRole('dialog', { name: text(fr, 'acceptation.plan.label.aga') })).toHaveCount(0);

    await confirmWithPassword(page, fr, 'password confirmation modal');
    await expectNoA11yViolations(page, 'e_acceptation confirm');
    await page.getByTestId('confirm-back-operations').click();

    // The BCE plan: one document, refuse, one disclaimer.
    await expect(page.getByTestId('plan-card-101')).toHaveCount(0);
    await page.getByTestId('plan-card-103').click();
    await expect(page.getByTestId('plan-document-single')).toBeVisible();
    await toggle(page, text(fr, 'acceptation.choice.refuse'), 'radio');
    await expect(page.getByText(text(fr, 'acceptation.plan.disclaimer.second'))).toHaveCount(0);
    await toggle(page, text(fr, 'acceptation.plan.disclaimer.first'));
    await page.getByTestId('acceptation-next').click();
    // Back from the recap: the plan still open, the answer still given, Next still enabled.
    await page.getByTestId('recap-back').click();
    await expect(page.getByTestId('selected-plan')).toBeVisible();
    await expect(
      page.getByRole('radio', { name: text(fr, 'acceptation.choice.refuse'), exact: true }),
    ).toBeChecked();
    await expect(
      page.getByRole('switch', { name: text(fr, 'acceptation.plan.disclaimer.first'), exact: true }),
    ).toBeChecked();
    await page.getByTestId('acceptation-next').click();
    await expect(page.getByTestId('acceptation-recap')).toBeVisible();
    await confirmWithPassword(page, fr);
    await page.getByTestId('confirm-back-home').click();
    await expectDashboard(page);

    // A fresh page: the list comes from the server, not from what this page remembered.
    await page.goto('/#/e_acceptation');
    await page.reload();
    await expect(page.getByTestId('plan-card-102')).toBeVisible();
    await expect(page.getByTestId('plan-card-101')).toHaveCount(0);
    await expect(page.getByTestId('plan-card-103')).toHaveCount(0);
    await expect(page.getByTestId('acceptation-banner')).toHaveAttribute('id', 'acceptation-banner-102');

    // "Vous la retrouverez dans vos opérations": each answer is a miscellaneous operation.
    await page.goto('/#/histo_ope_diverses');
    const table = page.getByTestId('history-table');
    await expect(table.locator('[data-status="ACCEPTE"]')).toHaveCount(1);
    await expect(table.locator('[data-status="ACCEPTE"]')).toHaveText(text(fr, 'register.statut.ACCEPTE'));
    await expect(table.locator('[data-status="REFUSE"]')).toHaveCount(1);
    await expectNoA11yViolations(page, 'miscellaneous operations with the plan answers');
  });

  test('the plan page fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs(page, fr, 'jdupont01');
    await page.goto('/#/e_acceptation');
    await page.getByTestId('plan-card-102').click();
    await expect(page.getByTestId('plan-document-ged')).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByTestId('plan-document-ged').click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/i);
  });
});
