import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';
import { openOperationsEntry } from '../support/operations';
import { apiGet, catchBearer } from '../support/portfolio';

type TValeur = { valeIden: number; valeLibe: string; isin: string };

test.describe('quotes (cotation_valeur)', () => {
  test('jdupont01 reads the issuer’s securities, a quote with its chart and the tick size in force', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    const bearer = await catchBearer(page, '/api/v1/business/avoirs', async () => {
      await loginAs(page, fr, 'jdupont01');
      await expectDashboard(page);
    });
    const valeurs = await apiGet<TValeur[]>(request, bearer, '/business/operation/valeurs');
    expect(valeurs.length).toBeGreaterThan(0);

    await openOperationsEntry(page, fr, 'menu.cotation_valeur');
    await expect(page).toHaveURL(/#\/cotation_valeur$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'menu.cotation_valeur') }),
    ).toBeVisible();
    const table = page.getByTestId('quotes-table');
    await expect(table.locator('tbody tr')).toHaveCount(valeurs.length);
    for (const valeur of valeurs) await expect(table).toContainText(valeur.isin);

    const details = page.getByTestId('quote-details');
    await expect(details.getByRole('heading', { name: valeurs[0]!.valeLibe })).toBeVisible();
    await expect(details.getByTestId('quote-tick')).toHaveText(/^0,\d+$/);
    const chart = details.getByTestId('quotes-chart');
    await expect(chart.getByRole('img')).toBeVisible();
    // Both axes are titled.
    await expect(chart.locator('svg')).toContainText(text(fr, 'operations.quotes.chart.axis.date'));
    await expect(chart.locator('svg')).toContainText('Cours (EUR)');
    await expectNoA11yViolations(page, 'quotes (theme 1)');

    // The last security of the list, chosen with the keyboard.
    const second = valeurs[valeurs.length - 1]!;
    const button = table.getByRole('button', { name: new RegExp(second.valeLibe) });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(details.getByRole('heading', { name: second.valeLibe })).toBeVisible();

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(details.getByTestId('quotes-chart')).toBeVisible();
    expect(await horizontalOverflow(page), 'quotes at 360 px').toBeLessThanOrEqual(0);
  });

  test('in the theme of issuer 2002 (mmartin01) the quotes page is clean under axe', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await signInAs(page, fr, 'mmartin01', 'T2002-000102');
    await page.goto('/#/cotation_valeur');
    await expect(page.getByTestId('quote-details').getByTestId('quotes-chart')).toBeVisible();
    await expectNoA11yViolations(page, 'quotes (theme 2)');
  });
});
