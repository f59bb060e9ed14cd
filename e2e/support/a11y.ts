import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** Runs axe on the page as it is now and fails with a readable list of every violation. */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  const { violations } = await new AxeBuilder({ page: page as unknown as TAxePage })
    .withTags(WCAG_21_AA_TAGS)
    .analyze();
  expect(
    violations,
    `Accessibility violations (WCAG 2.1 AA) on ${label}:\n\n${formatViolations(violations)}`,
  ).toEqual([]);
}

/** The page's WCAG 2.1 AA violations as readable text, '' when there is none (to gather many pages). */
export async function describeA11yViolations(page: Page): Promise<string> {
  const { violations } = await new AxeBuilder({ page: page as unknown as TAxePage })
    .withTags(WCAG_21_AA_TAGS)
    .analyze();
  return formatViolations(violations);
}
