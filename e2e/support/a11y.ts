import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** The rule sets of WCAG 2.1 level AA, which every page of the portal must pass. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type TViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * @axe-core/playwright types its page with the newest playwright-core (npm installs that peer at
 * the root), while the tests run @playwright/test 1.57; it only calls long-stable Page methods.
 */
type TAxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** One readable paragraph per violated rule, listing each offending element and why. */
export function formatViolations(violations: TViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * The page's WCAG 2.1 AA violations. A page without frames is analysed by axe-core itself, injected
 * once per document (a route change of the single-page app keeps it): @axe-core/playwright opens a
 * second page for every analysis to merge frame results, which costs seconds a page with no frame
 * does not need. A page with a frame (a document preview) goes through @axe-core/playwright, which
 * injects axe into each frame.
 */
async function violationsOf(page: Page): Promise<TViolation[]> {
  await settleTransitions(page);
  if (page.frames().length > 1) {
    const { violations } = await new AxeBuilder({ page: page as unknown as TAxePage })
      .withTags(WCAG_21_AA_TAGS)
      .analyze();
    return violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { violations } = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      iframes: false,
    });
    return violations as TViolation[];
  }, WCAG_21_AA_TAGS);
}

/**
 * Waits for the transitions under way to end (a tooltip or modal fading in is half transparent, and
 * its contrast is measured against what shows through), at most 2 s; endless ones (spinners) are
 * not waited for.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** Runs axe on the page as it is now and fails with a readable list of every violation. */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  const violations = await violationsOf(page);
  expect(
    violations,
    `Accessibility violations (WCAG 2.1 AA) on ${label}:\n\n${formatViolations(violations)}`,
  ).toEqual([]);
}

/** The page's WCAG 2.1 AA violations as readable text, '' when there is none (to gather many pages). */
export async function describeA11yViolations(page: Page): Promise<string> {
  return formatViolations(await violationsOf(page));
}
