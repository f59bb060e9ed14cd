import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { KEYS } from '../support/keys';
import { expectDashboard, fill, frenchTexts, loginAs, submitLogin } from '../support/login';
import { apiGet, catchBearer, euros, holderTotal } from '../support/portfolio';

type TNews = { titre: string; resume: string; aLaUne: boolean };
type TAlert = { titre: string; niveau: string };

test.describe('dashboard', () => {
  test('jdupont01 sees his valuation, its split, alerts, news, deadlines and the moving banner', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    // The page's clock is ours: the banner's pause is checked over 6 s without a real wait.
    await page.clock.install();
    const bearer = await catchBearer(page, '/api/v1/business/avoirs', async () => {
      await loginAs(page, fr, 'jdupont01');
      await expectDashboard(page);
    });
    const expected = await holderTotal(request, bearer);
    expect(expected).toBeGreaterThan(0);

    await expect(page.getByTestId('valuation-total')).toHaveText(euros(expected, 'fr'));
    // The split gives the same figures as text: one row per type, which add up to the total.
    const legend = page.getByTestId('valuation-legend');
    for (const key of [
      'dashboard.valuation.titres',
      'dashboard.valuation.droits',
      'dashboard.valuation.fonds',
    ])
      await expect(legend.getByRole('rowheader', { name: text(fr, key) })).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(text(fr, 'dashboard.valuation.titres')) }),
    ).toBeVisible();

    const [news, alerts] = await Promise.all([
      apiGet<TNews[]>(request, bearer, '/business/news?codeLangue=fr'),
      apiGet<TAlert[]>(request, bearer, '/business/alerts?codeLangue=fr&themeId=1'),
    ]);
    expect(news.length).toBeGreaterThan(0);
    expect(alerts.length).toBeGreaterThan(0);
    const newsCard = page.getByTestId('news-card');
    for (const item of news) await expect(newsCard.getByRole('heading', { name: item.titre })).toBeVisible();
    // Spec 3 §4 text preview: a summary over 300 characters shows its first lines and a toggle.
    const long = news.find((item) => item.resume.length > 300);
    expect(long).toBeDefined();
    const longItem = newsCard.getByRole('listitem').filter({ hasText: long!.titre });
    const more = longItem.getByRole('button', { name: text(fr, 'general.text.more') });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const summary = longItem.getByText(long!.resume);
    const collapsedHeight = (await summary.boundingBox())!.height;
    await more.click();
    await expect(longItem.getByRole('button', { name: text(fr, 'general.text.less') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect((await summary.boundingBox())!.height).toBeGreaterThan(collapsedHeight);
    await expect(
      newsCard.getByRole('listitem').filter({ hasNotText: long!.titre }).getByRole('button'),
    ).toHaveCount(0);
    const alertsCard = page.getByTestId('alerts-card');
    for (const alert of alerts)
      await expect(alertsCard.getByRole('heading', { name: alert.titre })).toBeVisible();
    await expect(page.getByTestId('deadlines-card').getByRole('listitem').first()).toBeVisible();

    // The banner moves on by itself (5 s), and stops while the pointer rests on it.
    const headlines = news.filter((item) => item.aLaUne);
    expect(headlines.length).toBeGreaterThan(1);
    const position = page.getByTestId('banner-position');
    const first = fill(text(fr, 'dashboard.banner.position'), { index: 1, count: headlines.length });
    const second = fill(text(fr, 'dashboard.banner.position'), { index: 2, count: headlines.length });
    // The pointer may rest where the login button was, over the banner: move it away first.
    await page.mouse.move(1, 1);
    await expect(position).toHaveText(first);
    await expect(position).toHaveText(second, { timeout: 8000 });
    await page.getByTestId('news-banner').hover();
    await page.clock.runFor(6000);
    await expect(position).toHaveText(second);
    // Keyboard: the next button moves on.
    await page.getByRole('button', { name: text(fr, 'dashboard.banner.next') }).focus();
    await page.keyboard.press('Enter');
    await expect(position).not.toHaveText(second);

    await expectNoA11yViolations(page, 'dashboard (theme 1)');
  });

  test('in English the amounts are written the English way', async ({ page, request }) => {
    const [fr, en] = await Promise.all([frenchTexts(request), fetchTexts(request, 'en')]);
    await page.goto('/#/login');
    await page.getByRole('combobox', { name: text(fr, KEYS.languageSwitcher) }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: text(en, KEYS.loginTitle) })).toBeVisible();
    const bearer = await catchBearer(page, '/api/v1/business/avoirs', async () => {
      await submitLogin(page, en, 'jdupont01');
      await expectDashboard(page);
    });
    const expected = await holderTotal(request, bearer);
    await expect(page.getByTestId('valuation-total')).toHaveText(euros(expected, 'en'));
    expect(euros(expected, 'en')).not.toBe(euros(expected, 'fr'));
    await expect(page.getByRole('heading', { level: 1, name: text(en, 'dashboard.title') })).toBeVisible();
  });

  test('mmartin01: choosing another account changes the figures and the theme', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'mmartin01');
    await expect(page).toHaveURL(/#\/select-account$/);
    const accounts = page.getByRole('list', { name: text(fr, 'selectaccount.title') }).getByRole('button');

    const firstBearer = await catchBearer(page, '/api/v1/business/avoirs', async () => {
      await accounts.first().click();
      await expectDashboard(page);
    });
    const firstTotal = await holderTotal(request, firstBearer);
    await expect(page.getByTestId('valuation-total')).toHaveText(euros(firstTotal, 'fr'));

    await page.getByRole('link', { name: text(fr, 'dashboard.account.change') }).click();
    await expect(page).toHaveURL(/#\/select-account$/);
    const secondBearer = await catchBearer(page, '/api/v1/business/avoirs', async () => {
      await accounts.nth(1).click();
      await expectDashboard(page);
    });
    const secondTotal = await holderTotal(request, secondBearer);
    expect(secondTotal).not.toBe(firstTotal);
    await expect(page.getByTestId('valuation-total')).toHaveText(euros(secondTotal, 'fr'));
    await expect(page.getByTestId('active-account')).toContainText('Calanque');

    // Theme 2 (Calanque Énergie): the page passes axe in this theme too.
    await expect(page.getByTestId('news-card')).toBeVisible();
    await expectNoA11yViolations(page, 'dashboard (theme 2)');
  });
});
