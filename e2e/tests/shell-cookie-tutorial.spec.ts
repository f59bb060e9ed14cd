import type { Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { expectDashboard, fill, frenchTexts, loginAs, type TTexts } from '../support/login';

function slideTitle(page: Page) {
  return page.getByTestId('tutorial-slide').getByRole('heading', { level: 2 });
}

test.describe('cookie notice', () => {
  test('shows until accepted, with the site languages and their flags, and stays accepted', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toBeVisible();
    const languages = notice
      .getByRole('list', { name: text(fr, 'general.language.label') })
      .getByRole('button');
    await expect(languages).toHaveCount(6);
    await expect(languages.first().locator('img')).toHaveAttribute(
      'src',
      /^(data:image\/svg\+xml|\/assets\/)/,
    );
    await expect(notice.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');

    // A flag switches the language.
    await notice.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await notice.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await notice.getByRole('button', { name: text(fr, 'shell.cookie.accept') }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expectDashboard(page);
    await expect(page.getByTestId('tutorial-starter')).toBeVisible();
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  });
});

async function expectSlide(page: Page, fr: TTexts, key: string, dot: number) {
  await expect(slideTitle(page)).toHaveText(text(fr, key));
  await expect(page.getByTestId('tutorial-carousel').locator('[aria-current="step"]')).toHaveText(
    String(dot),
  );
}

test.describe('tutorial', () => {
  test('starter, slides with wrapping, dots, reduce and resume, close, and the six-step tour', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);

    const starter = page.getByTestId('tutorial-starter');
    await expect(starter).toContainText(text(fr, 'shell.tutorial.starter.title'));
    await starter.getByRole('button', { name: text(fr, 'shell.tutorial.go') }).click();
    await expect(starter).toHaveCount(0);

    const carousel = page.getByRole('dialog', { name: text(fr, 'shell.tutorial.title') });
    await expect(carousel).toBeVisible();
    await expectSlide(page, fr, 'tuto.1.1.title', 1);
    await expect(
      carousel.getByRole('list', { name: text(fr, 'shell.tutorial.slides') }).getByRole('button'),
    ).toHaveCount(3);
    await expectNoA11yViolations(page, 'tutorial carousel');

    // Previous from the first slide wraps to the last one (TUTO_CONFIG 4;3;2;3;2).
    await carousel.getByRole('button', { name: text(fr, 'shell.tutorial.previous') }).click();
    await expectSlide(page, fr, 'tuto.4.2.title', 2);
    await carousel.getByRole('button', { name: text(fr, 'shell.tutorial.next') }).click();
    await expectSlide(page, fr, 'tuto.1.1.title', 1);
    await carousel
      .getByRole('button', { name: fill(text(fr, 'shell.tutorial.slide'), { number: 3, total: 3 }) })
      .click();
    await expectSlide(page, fr, 'tuto.1.3.title', 3);
    await carousel.getByRole('button', { name: text(fr, 'shell.tutorial.next') }).click();
    await expectSlide(page, fr, 'tuto.2.1.title', 1);
    await carousel.getByRole('button', { name: text(fr, 'tuto.3.title') }).click();
    await expectSlide(page, fr, 'tuto.3.1.title', 1);

    // Reduce to the corner thumbnail: the page is usable, the footer's tutorial link disabled.
    await carousel.getByRole('button', { name: text(fr, 'shell.tutorial.reduce') }).click();
    await expect(carousel).toBeHidden();
    const thumbnail = page.getByTestId('tutorial-thumbnail');
    await expect(thumbnail).toContainText(text(fr, 'tuto.3.1.title'));
    await expect(page.getByTestId('tutorial-link')).toBeDisabled();
    await thumbnail.getByRole('button', { name: text(fr, 'shell.tutorial.resume') }).click();
    await expectSlide(page, fr, 'tuto.3.1.title', 1);
    await carousel.getByRole('button', { name: text(fr, 'general.close') }).click();
    await expect(carousel).toBeHidden();
    await expect(page.getByTestId('tutorial-link')).toBeEnabled();

    // The answer is remembered: no starter on the next visit; the footer link opens at the start.
    await page.reload();
    await expectDashboard(page);
    await expect(page.getByTestId('tutorial-starter')).toHaveCount(0);
    await page.getByTestId('tutorial-link').click();
    await expectSlide(page, fr, 'tuto.1.1.title', 1);

    // The guided tour: six steps, the first active, previous, next and finish.
    await carousel.getByRole('button', { name: text(fr, 'shell.tutorial.tour') }).click();
    const tour = page.getByRole('dialog', { name: text(fr, 'shell.tour.menu.title') });
    await expect(tour).toBeVisible();
    await expect(tour.getByTestId('tour-dot')).toHaveCount(6);
    await expect(tour.getByTestId('tour-dot').nth(0)).toHaveAttribute('aria-current', 'step');
    await expect(tour.getByRole('button', { name: text(fr, 'shell.tutorial.previous') })).toBeDisabled();
    await expect(page.getByTestId('side-menu')).toHaveClass(/highlight/);
    const steps = ['header', 'breadcrumbs', 'content', 'footer', 'tutorial-link'];
    for (const step of steps) {
      await page
        .getByTestId('tutorial-tour')
        .getByRole('button', { name: text(fr, 'shell.tutorial.next') })
        .click();
      await expect(page.getByTestId('tutorial-tour')).toContainText(text(fr, `shell.tour.${step}.title`));
    }
    const lastTour = page.getByTestId('tutorial-tour');
    await expect(lastTour.getByTestId('tour-dot').nth(5)).toHaveAttribute('aria-current', 'step');
    await lastTour.getByRole('button', { name: text(fr, 'shell.tutorial.previous') }).click();
    await expect(lastTour).toContainText(text(fr, 'shell.tour.footer.title'));
    await lastTour.getByRole('button', { name: text(fr, 'shell.tutorial.next') }).click();
    await expectNoA11yViolations(page, 'guided tour');
    await lastTour.getByRole('button', { name: text(fr, 'shell.tutorial.finish') }).click();
    await expect(lastTour).toHaveCount(0);
    await expect(page.getByTestId('side-menu')).not.toHaveClass(/highlight/);
  });

  test('see later hides the starter for good', async ({ page, request }) => {
    const fr = await frenchTexts(request);
    await loginAs(page, fr, 'jdupont01');
    await expectDashboard(page);
    await page
      .getByTestId('tutorial-starter')
      .getByRole('button', { name: text(fr, 'shell.tutorial.later') })
      .click();
    await expect(page.getByTestId('tutorial-starter')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: text(fr, 'shell.tutorial.title') })).toHaveCount(0);
    await page.reload();
    await expectDashboard(page);
    await expect(page.getByTestId('tutorial-starter')).toHaveCount(0);
  });
});
