import { text } from '../support/api';
import { solveBotCheck } from '../support/bot-token';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { frenchTexts } from '../support/login';

test('the dev outbox page shows the messages a person would receive, filtered by recipient', async ({
  page,
  request,
}) => {
  const fr = await frenchTexts(request);
  const sent = await request.post('/api/v1/auth/forgot/forgot-login', {
    // The bot check is on for the register (CAPTCHA_ACTIVATED 1): solved as the page would.
    data: { email: 'paul.lefevre@example.fr', lang: 'fr', captchaToken: await solveBotCheck(request) },
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/#/demo');
  await page.getByRole('link', { name: text(fr, 'devoutbox.title') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'devoutbox.title') })).toBeVisible();
  await page.getByLabel(text(fr, 'devoutbox.filter.label')).fill('paul.lefevre@example.fr');
  const row = page.getByRole('row').filter({ hasText: 'paul.lefevre@example.fr' }).first();
  // E-mail texts stay on the server (they are not in the page's translations).
  await expect(row).toContainText('Votre identifiant');
  await expect(row).toContainText('plefevre01');
  await expectNoA11yViolations(page, 'dev outbox');
});
