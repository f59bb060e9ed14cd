import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';

test('new terms of use are shown at login and must be accepted before the shell', async ({
  page,
  request,
}) => {
  const fr = await frenchTexts(request);
  await loginAs(page, fr, 'rfaure0001');
  await expect(page).toHaveURL(/#\/cgu$/);
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'cgu.title') })).toBeVisible();
  await expect(page.getByTestId('terms-of-use')).toBeVisible();
  await expectNoA11yViolations(page, 'terms acceptance');

  // The shell stays closed while the terms are not accepted.
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/cgu$/);
  await page.getByRole('button', { name: text(fr, 'cgu.accept') }).click();
  await expect(page.getByText(text(fr, 'cgu.error.required'))).toBeVisible();
  await page.getByLabel(text(fr, 'cgu.accept.label')).check();
  await page.getByRole('button', { name: text(fr, 'cgu.accept') }).click();
  await expectDashboard(page);

  // Accepted once: the next login goes straight to the dashboard.
  await page.getByRole('button', { name: text(fr, 'general.logout') }).click();
  await loginAs(page, fr, 'rfaure0001');
  await expectDashboard(page);
});
