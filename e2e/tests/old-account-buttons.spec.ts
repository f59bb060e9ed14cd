import { text } from '../support/api';
import { expect, test } from '../support/fixtures';
import { frenchTexts } from '../support/login';
import { OLD_ACCOUNTS, heading, startingWith, submitOldLogin } from '../support/old-account';

test('old account, step 3: the code buttons show their whole label with the masked contacts, at 1280 and 360 px', async ({
  page,
  request,
}) => {
  const fr = await frenchTexts(request);
  const account = OLD_ACCOUNTS.olis;
  await page.goto('/#/ancienolis?variant=olis');
  await submitOldLogin(page, fr, account);
  const issuer = page.getByRole('combobox', { name: text(fr, 'oldaccount.identity.issuer') });
  await issuer.pressSequentially('1001');
  await expect(issuer).toHaveValue(account.issuer);
  const reference = page.getByLabel(text(fr, 'oldaccount.identity.reference'), { exact: true });
  await reference.fill(`1001 / ${account.reference}`);
  await reference.press('Enter');
  await expect(heading(page, fr, 'oldaccount.space.title')).toBeVisible();

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const key of ['oldaccount.code.bysms', 'oldaccount.code.bymail']) {
      const button = page.getByRole('button', { name: startingWith(text(fr, key)) });
      await expect(button).toBeVisible();
      // The masked contact is part of the label, and nothing of the label is cut off.
      await expect(button).toContainText(/[•*]/);
      const cut = await button.evaluate((node) =>
        Array.from(node.querySelectorAll('span')).some((span) => span.scrollWidth > span.clientWidth + 1),
      );
      expect(cut, `${key} is cut at ${width} px`).toBe(false);
    }
  }
});
