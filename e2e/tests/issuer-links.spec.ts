import { text } from '../support/api';
import { expect, test } from '../support/fixtures';
import { frenchTexts } from '../support/login';
import { linkPathIn, nowIso, readLatestMessage } from '../support/outbox';
import { themeOrigin } from '../support/urls';

test.describe('links sent by mail', () => {
  test('a theme-5 holder’s mail links to the theme-5 site, which opens dressed as her issuer', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.goto(`${themeOrigin(5)}/#/forgotidentifiant`);
    const sentAfter = nowIso();
    await page.getByLabel(text(fr, 'general.field.email'), { exact: true }).fill('giulia.rossi@example.it');
    await page.getByRole('button', { name: text(fr, 'forgot.identifier.submit') }).click();
    await expect(page.getByRole('heading', { name: text(fr, 'forgot.identifier.sent.title') })).toBeVisible();

    const mail = await readLatestMessage(request, 'giulia.rossi@example.it', sentAfter);
    const link = /https?:\/\/\S+\/#\/\S+/.exec(mail.body)?.[0] ?? '';
    expect(link.startsWith(`${themeOrigin(5)}/#/`), `the link ${link} leads to the theme-5 site`).toBe(true);

    const theme = (await (
      await request.post('/api/v1/resource/theme', { data: { url: themeOrigin(5) } })
    ).json()) as { config: { head: { title: string } } };
    await page.goto('about:blank');
    await page.goto(link);
    expect(page.url()).toBe(`${themeOrigin(5)}${linkPathIn(mail)}`);
    await expect.poll(() => page.title()).toContain(theme.config.head.title);
  });
});
