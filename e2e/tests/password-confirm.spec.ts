import type { Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { signInAs } from '../support/holder-session';
import { frenchTexts, type TTexts } from '../support/login';

/** Turns a switch or radio on from the keyboard (the sticky header may cover it for a click). */
async function toggle(page: Page, name: string, role: 'switch' | 'radio' = 'switch'): Promise<void> {
  const control = page.getByRole(role, { name, exact: true });
  await control.focus();
  await page.keyboard.press('Space');
  await expect(control).toBeChecked();
}

// Wrong passwords answer 403, which the browser logs; at the limit the server has already ended
// the session, so a call still in flight while the page logs out answers 401.
test.use({ allowedConsoleErrors: [/status of (401|403)/] });

test.describe('password confirmation modal (tmercier01, whose session this ends)', () => {
  let fr: TTexts;
  test.beforeAll(async ({ request }) => {
    fr = await frenchTexts(request);
  });

  test('a blank or wrong password shows the inline error; the attempt limit logs out', async ({ page }) => {
    await signInAs(page, fr, 'tmercier01');
    await page.goto('/#/e_acceptation');
    await page.getByTestId('plan-card-301').click();
    await toggle(page, text(fr, 'acceptation.choice.accept'), 'radio');
    await toggle(page, text(fr, 'acceptation.plan.disclaimer.first'));
    await page.getByTestId('acceptation-next').click();
    await page.getByTestId('recap-validate').click();

    const modal = page.getByRole('dialog', { name: text(fr, 'password.confirm.title') });
    const input = modal.getByRole('textbox', { name: text(fr, 'password.confirm.label'), exact: true });
    const submit = modal.getByRole('button', { name: text(fr, 'password.confirm.button.validate') });
    await submit.click();
    await expect(modal.getByText(text(fr, 'majpassword.text.empty'), { exact: true })).toBeVisible();

    await input.fill('Wrong#Password1');
    await submit.click();
    await expect(modal.getByText(text(fr, 'password.confirm.error.wrong'), { exact: false })).toBeVisible();
    await expectNoA11yViolations(page, 'password confirmation inline error');

    // The limit is the login's (5 by default): four more wrong passwords end the session.
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await expect(modal).toBeVisible();
      await input.fill(`Wrong#Password${attempt}`);
      await submit.click();
      if (attempt < 5)
        await expect(
          modal.getByText(text(fr, 'password.confirm.error.wrong'), { exact: false }),
        ).toBeVisible();
    }
    await expect(page).toHaveURL(/#\/login/);
    await expect(modal).toHaveCount(0);
    // The login page says why the holder was logged out.
    await expect(page.getByTestId('logout-notice')).toContainText(text(fr, 'login.logout.reason.attempts'));
  });
});
