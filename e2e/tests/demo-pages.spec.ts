import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { fill, frenchTexts } from '../support/login';
import { themeOrigin } from '../support/urls';

test.describe('demo pages (non-production build)', () => {
  test('the showcase compares the three formulas with a dash in empty cells', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/demo/showcase');
    await expect(
      page.getByRole('heading', { level: 1, name: text(fr, 'demo.showcase.title') }),
    ).toBeVisible();
    const table = page.getByTestId('formula-table');
    const headers = table.getByRole('columnheader');
    await expect(headers).toHaveText([
      `${text(fr, 'demo.formula.option1')}${text(fr, 'demo.formula.option1.subtitle')}`,
      `${text(fr, 'demo.formula.option2')}${text(fr, 'demo.formula.option2.subtitle')}`,
      `${text(fr, 'demo.formula.option3')}${text(fr, 'demo.formula.option3.subtitle')}`,
    ]);
    const rowKeys = ['reinvest', 'shares', 'amount', 'cash', 'toPay', 'tax', 'balance'];
    await expect(table.getByRole('rowheader')).toHaveText(
      rowKeys.map((key) => text(fr, `demo.formula.row.${key}`)),
    );

    // 1 000 shares, 1,35 € gross, 12,8 % withheld, 38,20 € a share (French number format).
    const row = (key: string) =>
      table.getByRole('row', { name: new RegExp(`^${text(fr, `demo.formula.row.${key}`)}`) });
    await expect(row('shares').getByRole('cell')).toHaveText(['30', '31', '35']);
    await expect(row('reinvest').getByRole('cell')).toHaveText(['1 177,20 €', '1 177,20 €', '1 350,00 €']);
    await expect(row('cash').getByRole('cell')).toHaveText(['31,20 €', '—', '13,00 €']);
    await expect(row('toPay').getByRole('cell')).toHaveText(['—', '7,00 €', '172,80 €']);
    await expect(row('balance').getByRole('cell')).toHaveText(['—', '7,00 €', '—']);
    await expectNoA11yViolations(page, 'component showcase');

    await page.getByRole('button', { name: text(fr, 'demo.identity.open') }).click();
    const warning = page.getByRole('dialog', { name: text(fr, 'demo.identity.modal.title') });
    await expect(warning).toContainText(text(fr, 'demo.identity.modal.line'));
    await warning.getByRole('button', { name: text(fr, 'demo.identity.modal.button') }).click();
    await expect(warning).toBeHidden();
  });

  test('the showcase carousel moves on by itself, loops, and stops on pause (spec 3 §9)', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    // The page's clock is ours: the pause is checked over 6 s without a real wait.
    await page.clock.install();
    await page.goto('/#/demo/showcase');
    const carousel = page.getByRole('region', { name: text(fr, 'demo.carousel.title') });
    const slide = (number: number) =>
      carousel.getByLabel(fill(text(fr, 'shell.tutorial.slide'), { number, total: 3 }), { exact: true });
    // Only the slide in view is reachable; the others are inert.
    await expect(slide(1)).not.toHaveAttribute('inert');
    await page.mouse.move(1, 1);
    await expect(slide(2)).not.toHaveAttribute('inert', { timeout: 8000 });
    await carousel.getByRole('button', { name: text(fr, 'dashboard.banner.pause') }).click();
    await expect(carousel.getByRole('button', { name: text(fr, 'dashboard.banner.play') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.clock.runFor(6000);
    await expect(slide(2)).not.toHaveAttribute('inert');
    // Previous from the first slide loops to the last.
    await carousel.getByRole('button', { name: text(fr, 'shell.tutorial.previous') }).click();
    await carousel.getByRole('button', { name: text(fr, 'shell.tutorial.previous') }).click();
    await expect(slide(3)).not.toHaveAttribute('inert');
  });

  test('the theming demo shows the theme’s widgets and the modal asks before leaving', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.goto('/#/demo/theming');
    await expect(page.getByRole('heading', { level: 1, name: text(fr, 'demo.theming.title') })).toBeVisible();
    await expectNoA11yViolations(page, 'theming demo');

    await page.getByRole('button', { name: text(fr, 'demo.confirm.open') }).click();
    const modal = page.getByRole('dialog', { name: text(fr, 'demo.confirm.modal.title') });
    await modal.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect(modal.getByRole('alert')).toHaveText(new RegExp(text(fr, 'demo.confirm.leave')));
    await modal.getByRole('button', { name: text(fr, 'demo.confirm.leave.no') }).click();
    await modal.getByRole('button', { name: text(fr, 'general.validate') }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText(text(fr, 'demo.confirm.outcome.validated'))).toBeVisible();

    await page.getByRole('radio', { name: /30/ }).check();
    await expect(page.getByText(text(fr, 'demo.dividend.chosen.shares'))).toBeVisible();
  });

  test('both pages pass axe in theme 5', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    const pages = [
      { path: '/#/demo/showcase', title: 'demo.showcase.title' },
      { path: '/#/demo/theming', title: 'demo.theming.title' },
    ];
    for (const { path, title } of pages) {
      await page.goto(`${themeOrigin(5)}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: text(fr, title) })).toBeVisible();
      await expectNoA11yViolations(page, `${path} (theme 5)`);
    }
  });
});
