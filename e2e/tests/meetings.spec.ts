import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { horizontalOverflow, signInAs } from '../support/holder-session';
import { enDate, frDate, parisHour } from '../support/dates';
import { KEYS } from '../support/keys';
import { expectDashboard, fill, frenchTexts, submitLogin, type TTexts } from '../support/login';

/** The vote site is outside the portal: answer it locally so the new window loads offline. */
async function stubVoteSite(context: BrowserContext): Promise<void> {
  await context.route('https://example.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vote</title><p>Vote</p>' }),
  );
}

function tabs(page: Page, texts: TTexts) {
  return page.getByRole('tablist', { name: text(texts, 'assemblee.tabs.label') }).getByRole('tab');
}

async function openMeetings(page: Page, texts: TTexts): Promise<void> {
  await page.goto('/#/assemblees_generales');
  await expect(
    page.getByRole('heading', { level: 1, name: text(texts, 'menu.assemblees_generales') }),
  ).toBeVisible();
  await expect(tabs(page, texts).first()).toBeVisible();
}

async function ssoPath(request: APIRequestContext, login: string): Promise<string> {
  const response = await request.get(`/api/v1/dev/sso-link?login=${login}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { url } = (await response.json()) as { url: string };
  return `/${new URL(url).hash}`;
}

test.describe('general meetings', () => {
  let fr: TTexts;
  test.beforeAll(async ({ request }) => {
    fr = await frenchTexts(request);
  });

  test('jdupont01: four tabs, one per status, and the vote opens in a new window in French', async ({
    page,
    context,
  }) => {
    await stubVoteSite(context);
    await signInAs(page, fr, 'jdupont01');
    await openMeetings(page, fr);
    const label = (days: number) => fill(text(fr, 'assemblee.tab.label'), { date: frDate(days) });
    await expect(tabs(page, fr)).toHaveText([label(-30), label(0), label(42), label(62)]);
    // The first meeting not yet over is shown first: the meeting day with the vote open.
    await expect(tabs(page, fr).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('meeting-status')).toHaveAttribute('data-statut', 'JOURJ_OUVERT');
    await expect(page.getByTestId('meeting-status')).toContainText(text(fr, 'assemblee.jourj_ouvert.text'));
    await expect(page.getByTestId('meeting-address')).toHaveText(
      'Centre de conférences Aubépine18 rue des Tanneurs67000 Strasbourg',
    );
    await expect(page.getByTestId('meeting-date')).toHaveText(
      fill(text(fr, 'assemblee.info.dateValue'), { date: frDate(0), heure: '23H30' }),
    );
    await expectNoA11yViolations(page, 'meetings JOURJ_OUVERT');

    await tabs(page, fr).nth(0).click();
    const status = page.getByTestId('meeting-status');
    await expect(status).toHaveAttribute('data-statut', 'CONSULTATION');
    await expect(
      status.getByRole('button', { name: text(fr, 'assemblee.consultation.button') }),
    ).toBeVisible();

    await tabs(page, fr).nth(3).click();
    await expect(status).toHaveAttribute('data-statut', 'BIENTOT');
    // The vote opens in 10 days at 09:00 (Paris): 11 days are counted before that hour, 10 after.
    const count = parisHour() < 9 ? 11 : 10;
    await expect(status).toContainText(fill(text(fr, 'assemblee.bientot.days'), { count }));
    await expect(status.getByRole('button')).toHaveCount(0);
    // Outside France the country is written, named in the holder's language (issue 16 §15).
    await expect(page.getByTestId('meeting-address')).toContainText('Belgique');

    await tabs(page, fr).nth(2).click();
    await expect(status).toHaveAttribute('data-statut', 'OUVERT');
    await expect(status).toContainText(
      fill(text(fr, 'assemblee.ouvert.text'), { date: frDate(40), heure: '15H00' }),
    );
    await expect(page.getByTestId('meeting-address')).not.toContainText('FRA');
    await status.getByRole('button', { name: text(fr, 'assemblee.ouvert.button') }).click();
    const modal = page.getByRole('dialog', { name: text(fr, 'assemblee.vote.title') });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: text(fr, 'assemblee.vote.info') }).click();
    await expect(page.getByText(text(fr, 'assemblee.vote.info.text'))).toBeVisible();
    await expectNoA11yViolations(page, 'vote modal');
    await modal.getByRole('button', { name: text(fr, 'assemblee.vote.info') }).click();
    await expect(page.getByText(text(fr, 'assemblee.vote.info.text'))).toBeHidden();
    await modal.getByRole('button', { name: text(fr, 'assemblee.vote.back') }).click();
    await expect(modal).toBeHidden();

    await status.getByRole('button', { name: text(fr, 'assemblee.ouvert.button') }).click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      modal.getByRole('button', { name: text(fr, 'assemblee.vote.validate') }).click(),
    ]);
    await expect.poll(() => popup.url()).toBe('https://example.org/vote/aubepine-ago?request_locale=fr');
    await expect(modal).toBeHidden();
    await popup.close();

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('in English the dates are mm/dd/yyyy and the vote link asks for English', async ({
    page,
    context,
    request,
  }) => {
    await stubVoteSite(context);
    const en = await fetchTexts(request, 'en');
    await page.goto('/#/login');
    await page.getByRole('combobox', { name: text(fr, KEYS.languageSwitcher) }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: text(en, KEYS.loginTitle) })).toBeVisible();
    await submitLogin(page, en, 'jdupont01');
    await expectDashboard(page);
    await openMeetings(page, en);
    await expect(tabs(page, en).nth(2)).toHaveText(
      fill(text(en, 'assemblee.tab.label'), { date: enDate(42) }),
    );
    await tabs(page, en).nth(2).click();
    const status = page.getByTestId('meeting-status');
    await expect(status).toContainText(
      fill(text(en, 'assemblee.ouvert.text'), { date: enDate(40), heure: '15H00' }),
    );
    await status.getByRole('button', { name: text(en, 'assemblee.ouvert.button') }).click();
    const modal = page.getByRole('dialog', { name: text(en, 'assemblee.vote.title') });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      modal.getByRole('button', { name: text(en, 'assemblee.vote.validate') }).click(),
    ]);
    await expect.poll(() => popup.url()).toBe('https://example.org/vote/aubepine-ago?request_locale=en');
    await expectNoA11yViolations(page, 'meetings in English');
  });

  test('an SSO user is refused the vote', async ({ page, context, request }) => {
    await page.goto(await ssoPath(request, 'jdupont01'));
    await expectDashboard(page);
    await openMeetings(page, fr);
    await tabs(page, fr).nth(2).click();
    let opened = false;
    context.on('page', () => {
      opened = true;
    });
    await page
      .getByTestId('meeting-status')
      .getByRole('button', { name: text(fr, 'assemblee.ouvert.button') })
      .click();
    const alert = page.getByRole('dialog', { name: text(fr, 'general.warning.alert') });
    await expect(alert).toContainText(text(fr, 'assemblee.vote.refused.sso'));
    await expect(page.getByRole('dialog', { name: text(fr, 'assemblee.vote.title') })).toHaveCount(0);
    expect(opened).toBe(false);
    // (axe opens a blank page of its own, so the check above comes first.)
    await expectNoA11yViolations(page, 'vote refused (SSO)');
  });

  test('mmartin01: the meeting day without vote, a meeting without link, and an issuer without meetings', async ({
    page,
  }) => {
    await signInAs(page, fr, 'mmartin01', 'T2002-000102');
    await openMeetings(page, fr);
    const status = page.getByTestId('meeting-status');
    await expect(status).toHaveAttribute('data-statut', 'JOURJ');
    await expect(status.getByRole('button')).toHaveCount(0);
    await expectNoA11yViolations(page, 'meetings theme 2');
    await tabs(page, fr).nth(1).click();
    await status.getByRole('button', { name: text(fr, 'assemblee.ouvert.button') }).click();
    const alert = page.getByRole('dialog', { name: text(fr, 'general.warning.alert') });
    await expect(alert).toContainText(text(fr, 'assemblee.vote.refused.link'));
  });

  test('mmartin01 on Vercors: the empty illustration and message', async ({ page }) => {
    await signInAs(page, fr, 'mmartin01', 'T3003-000102');
    await page.goto('/#/assemblees_generales');
    const empty = page.getByTestId('meetings-empty');
    await expect(empty).toContainText(text(fr, 'assemblee.empty'));
    await expect(empty.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoA11yViolations(page, 'meetings empty theme 3');
  });
});
