import { test } from '../support/fixtures';
import { expectDashboard, frenchTexts, loginAs } from '../support/login';

test('scratch', async ({ page, request }) => {
  const fr = await frenchTexts(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, fr, 'jdupont01');
  await expectDashboard(page);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shot-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shot-mobile.png' });
  await page.getByTestId('menu-burger').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shot-mobile-menu.png' });
});
