import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { frenchTexts } from '../support/login';

test('visitors and holders find a question in their FAQ', async ({ page, request }) => {
  const fr = await frenchTexts(request);
  await page.goto('/#/contact-us');
  await page.getByRole('link', { name: text(fr, 'contact.faq.link') }).click();
  await expect(page).toHaveURL(/#\/contact-us\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'faq.title') })).toBeVisible();
  await page.getByTestId('faq-search').fill('identifiant oublie');
  await page.getByRole('button', { name: text(fr, 'faq.1.question') }).click();
  await expect(page.getByText(text(fr, 'faq.1.reponse'))).toBeVisible();
  await expect(page.getByRole('button', { name: text(fr, 'faq.7.question') })).toHaveCount(0);
  await expectNoA11yViolations(page, 'visitor FAQ');

  await signInAs(page, fr, 'jdupont01');
  await page.getByTestId('header-help').click();
  await page.getByRole('link', { name: text(fr, 'contact.faq.link') }).click();
  await expect(page).toHaveURL(/#\/faq$/);
  await page.getByTestId('faq-search').fill('acompte');
  await page.getByRole('button', { name: text(fr, 'faq.7.question') }).click();
  await expect(page.getByText(text(fr, 'faq.7.reponse'))).toBeVisible();
  await page.getByTestId('faq-search').fill('zzzz');
  await expect(page.getByText(text(fr, 'faq.search.empty'))).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoA11yViolations(page, 'holder FAQ');
});
