import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { signInAs } from '../support/holder-session';
import { frenchTexts } from '../support/login';

test.describe('documentation: one entry per document, in the holder’s language first', () => {
  test('notices in German: each document once, German offered first, other languages as a choice; Escape closes the preview', async ({
    page,
    request,
  }) => {
    const [fr, de] = await Promise.all([frenchTexts(request), fetchTexts(request, 'de')]);
    await signInAs(page, fr, 'jdupont01');
    await page
      .getByRole('combobox', { name: text(fr, 'general.language.label') })
      .first()
      .selectOption('de');
    await page.goto('/#/doc_generique/avis-operations');
    const items = page.getByTestId('document-item');
    await expect(items.first()).toBeVisible();

    // One entry per document: one download button each, its languages offered once each.
    const count = await items.count();
    await expect(page.getByRole('button', { name: text(de, 'documentation.action.download') })).toHaveCount(
      count,
    );
    for (const options of await items.evaluateAll((nodes) =>
      nodes.map((node) => Array.from(node.querySelectorAll('option')).map((option) => option.textContent)),
    ))
      expect(new Set(options).size).toBe(options.length);

    // The language choice starts on German when the document exists in German, else on French.
    const choice = items.first().getByRole('combobox');
    await expect(choice).toBeVisible();
    const options = await choice.locator('option').allTextContents();
    const first = options.includes(text(de, 'documentation.language.de'))
      ? text(de, 'documentation.language.de')
      : text(de, 'documentation.language.fr');
    expect(options[0]).toBe(first);
    expect(options.length).toBeGreaterThan(1);
    await expectNoA11yViolations(page, 'notices with language choices (de)');

    await items
      .first()
      .getByRole('button', { name: text(de, 'documentation.action.preview') })
      .click();
    const preview = page.getByRole('dialog');
    await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the non-resident disclaimer (spec 3 §2: non-French residents, about reports)', () => {
  test('a holder resident abroad sees it on the reports tab only', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await signInAs(page, fr, 'lschneider');
    await page.goto('/#/doc_generique/rapports');
    await expect(page.getByTestId('residence-disclaimer')).toBeVisible();
    await expectNoA11yViolations(page, 'reports with the disclaimer');
    for (const path of ['doc_generique', 'doc_generique/releves', 'doc_generique/avis-operations']) {
      await page.goto(`/#/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('residence-disclaimer')).toHaveCount(0);
    }
  });

  test('a DOM resident is French: no disclaimer', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await signInAs(page, fr, 'plefevre01');
    await page.goto('/#/doc_generique/rapports');
    await expect(page.getByTestId('documentation-page-rapports')).toBeVisible();
    await expect(page.getByTestId('document-list').or(page.getByTestId('documentation-empty'))).toBeVisible();
    await expect(page.getByTestId('residence-disclaimer')).toHaveCount(0);
  });
});
