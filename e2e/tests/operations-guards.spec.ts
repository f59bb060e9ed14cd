import type { Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs, type TTexts } from '../support/login';
import { openOperationsEntry } from '../support/operations';

/** The neutral restriction modal (spec 3 §8) says the blackout, and the holder stays on the dashboard. */
async function expectBlackoutRefusal(page: Page, fr: TTexts): Promise<void> {
  const modal = page.getByRole('dialog', { name: text(fr, 'habilitations.restriction.msg.n.title') });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(text(fr, 'habilitations.motif.blackout'));
  await expect(page).toHaveURL(/#\/dashboard$/);
  await modal.getByRole('button', { name: text(fr, 'general.close') }).click();
  await expect(modal).toBeHidden();
}

test.describe('operations guards', () => {
  test('a holder under a blocking blackout (lschneider) is refused buy, sell and exercise with the modal', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    const orderCalls: string[] = [];
    page.on('request', (call) => {
      if (/\/business\/operation\/(token|validate|simulation)/.test(call.url())) orderCalls.push(call.url());
    });
    await loginAs(page, fr, 'lschneider');
    await expectDashboard(page);

    await openOperationsEntry(page, fr, 'menu.operation_acheter');
    await expectBlackoutRefusal(page, fr);
    await expectNoA11yViolations(page, 'dashboard after the blackout refusal');
    await openOperationsEntry(page, fr, 'menu.operation_vendre');
    await expectBlackoutRefusal(page, fr);

    // Typed addresses get the same answer, the exercise sub-routes too.
    for (const path of ['operation_vendre', 'operation_exercer', 'operation_exercer_levee_simple']) {
      await test.step(path, async () => {
        await page.goto(`/#/${path}`);
        await expectBlackoutRefusal(page, fr);
      });
    }
    await expect(page.getByTestId('buy-page')).toHaveCount(0);
    expect(orderCalls).toEqual([]);
  });
});
