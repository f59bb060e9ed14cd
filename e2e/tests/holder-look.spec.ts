import type { Page } from '@playwright/test';
import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { signInAs } from '../support/holder-session';
import { frenchTexts } from '../support/login';

/** Issue 16 §12 and §15: the signed-in area's rail, dashboard, empty states, chart and alerts. */

/** Chooses the portal's language in the header (its label is in the language on screen). */
async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.getByRole('banner').getByRole('combobox').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test.describe('the signed-in area as a holder sees it (issue 16 §15)', () => {
  test('the side rail runs the full height of a long page and its menu stays in view', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, fr, 'jdupont01');
    await expect(page.getByTestId('news-card').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('deadlines-card').getByRole('listitem').first()).toBeVisible();
    const rail = page.getByTestId('side-menu');
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const header = 64;
    expect(pageHeight, 'the dashboard is longer than the window').toBeGreaterThan(1000);
    const box = (await rail.boundingBox())!;
    expect(box.height, 'the rail reaches the bottom of the page').toBeGreaterThanOrEqual(
      pageHeight - header - 2,
    );

    // Scrolled to the bottom, the menu is still under the header, not left at the top of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
    await expect(menu.getByRole('link', { name: text(fr, 'menu.dashboard') })).toBeInViewport();
  });

  test('the dashboard cards are as tall as their content', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, fr, 'jdupont01');
    for (const testId of ['deadlines-card', 'alerts-card', 'active-account', 'quick-links']) {
      const card = page.getByTestId(testId);
      await expect(card).toBeVisible();
      // The room left under the last element of the card: its padding, never an empty box.
      const emptyRoom = await card.evaluate((element) => {
        const last = element.lastElementChild!;
        return element.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom;
      });
      expect(emptyRoom, `${testId} has no empty room`).toBeLessThanOrEqual(40);
    }
  });

  test('empty lists show a drawing, say what is missing and offer a next step', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, fr, 'mmartin01', 'T3003-000102');

    // Rights: none yet; the documents are one click away.
    await page.goto('/#/droits');
    const rights = page.getByTestId('portfolio-empty');
    await expect(rights).toContainText(text(fr, 'portfolio.droits.empty'));
    await expect(rights.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoA11yViolations(page, 'rights, empty (theme 3)');
    await rights.getByRole('link', { name: text(fr, 'empty.action.documents') }).click();
    await expect(page).toHaveURL(/#\/doc_generique$/);

    // Orders: none ever recorded, so no filter to clear; the portfolio instead.
    await page.goto('/#/histo_ordre_pls');
    const orders = page.getByTestId('history-empty');
    await expect(orders).toContainText(text(fr, 'history.empty.none'));
    await expect(orders.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(orders.getByRole('button', { name: text(fr, 'empty.action.clearFilters') })).toHaveCount(0);
    await orders.getByRole('link', { name: text(fr, 'empty.action.portfolio') }).click();
    await expect(page).toHaveURL(/#\/titres$/);

    // Messages: none sent; the frequent questions first.
    await page.goto('/#/messagerie');
    const messages = page.getByTestId('messaging-empty');
    await expect(messages).toContainText(text(fr, 'messagerie.empty'));
    await expect(messages.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoA11yViolations(page, 'messages, empty (theme 3)');
    await messages.getByRole('link', { name: text(fr, 'contact.faq.link') }).click();
    await expect(page).toHaveURL(/#\/faq$/);

    // Corporate actions: none concerns the holder; the past operations are offered.
    await page.goto('/#/ost_pda');
    const events = page.getByTestId('ost-empty');
    await expect(events).toContainText(text(fr, 'ost.empty'));
    await expect(events.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    await events.getByRole('link', { name: text(fr, 'empty.action.history') }).click();
    await expect(page).toHaveURL(/#\/histo_ope_diverses$/);

    // Meetings: none planned; the e-mailed notices can be chosen now.
    await page.goto('/#/assemblees_generales');
    const meetings = page.getByTestId('meetings-empty');
    await expect(meetings).toContainText(text(fr, 'empty.meetings.next'));
    await meetings.getByRole('link', { name: text(fr, 'empty.action.econvocation') }).click();
    await expect(page).toHaveURL(/#\/e_convocation$/);
  });

  test('a history filtered down to nothing offers to clear the filters, from the keyboard', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await signInAs(page, fr, 'jdupont01');
    await page.goto('/#/histo_ope_bourse');
    await expect(page.getByTestId('history-row').first()).toBeVisible();
    await page.getByLabel(text(fr, 'history.filter.from'), { exact: true }).fill('1990-01-01');
    await page.getByLabel(text(fr, 'history.filter.to'), { exact: true }).fill('1990-12-31');
    await page.getByRole('button', { name: text(fr, 'history.filter.apply'), exact: true }).click();
    const empty = page.getByTestId('history-empty');
    await expect(empty).toContainText(text(fr, 'history.empty'));
    const clear = empty.getByRole('button', { name: text(fr, 'empty.action.clearFilters') });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('history-row').first()).toBeVisible();
    await expect(page).not.toHaveURL(/dateDebut/);
    await expect(page.getByLabel(text(fr, 'history.filter.from'), { exact: true })).toHaveValue('');
  });

  test("the security chart has titled axes, written in the reader's language", async ({ page, request }) => {
    const [fr, de] = await Promise.all([frenchTexts(request), fetchTexts(request, 'de')]);
    await signInAs(page, fr, 'jdupont01');
    for (const [language, texts, datePattern] of [
      ['fr', fr, /\d{1,2} (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)/],
      ['de', de, /\d{1,2}\. (Jan|Feb|März|Apr|Mai|Juni|Juli|Aug|Sept|Okt|Nov|Dez)/],
    ] as const) {
      if (language !== 'fr') await chooseLanguage(page, language);
      await page.goto('/#/titres');
      const table = page.getByTestId('titres-table');
      await table.locator('tbody tr').first().getByRole('button').first().click();
      const chart = page.getByRole('dialog').getByTestId('details-chart');
      await expect(chart.getByRole('img')).toBeVisible();
      const drawing = chart.locator('svg');
      await expect(drawing).toContainText(text(texts, 'operations.quotes.chart.axis.date'));
      await expect(drawing).toContainText(
        text(texts, 'operations.quotes.chart.axis.price').replace('{{currency}}', 'EUR'),
      );
      // Dates on the time axis and graduated prices on the other, as the reader writes them.
      await expect(drawing).toContainText(datePattern);
      await expect(drawing).toContainText(/\d+,\d{2}/);
      if (language === 'fr') await expectNoA11yViolations(page, 'security details chart (theme 1)');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});

test.describe('theme alerts in every language (issue 16 §12)', () => {
  const PHISHING: Record<string, string> = {
    fr: 'Tentatives d’hameçonnage en cours',
    de: 'Laufende Phishing-Versuche',
    es: 'Intentos de phishing en curso',
    it: 'Tentativi di phishing in corso',
    pt: 'Tentativas de phishing em curso',
  };

  test('the urgent alert of issuer 2002 reads in the chosen language', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await signInAs(page, fr, 'mmartin01', 'T2002-000102');
    const alerts = page.getByTestId('alerts-card');
    await expect(alerts).toContainText(PHISHING.fr!);
    for (const language of ['de', 'es', 'it', 'pt']) {
      await chooseLanguage(page, language);
      await expect(alerts).toContainText(PHISHING[language]!);
      await expect(alerts).not.toContainText(PHISHING.fr!);
    }
  });
});
