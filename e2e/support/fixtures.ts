import { test as base, expect } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';

type TFixtures = {
  /**
   * Console errors a test expects (for example a 503 while the portal is in maintenance).
   * Anything else logged as an error, or thrown uncaught, fails the test (STYLE: a stray
   * console.error fails a test).
   */
  allowedConsoleErrors: RegExp[];
  /** Collects the page's console errors and uncaught exceptions; checked after the test. */
  failOnConsoleErrors: void;
};

export const test = base.extend<TFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const errors: string[] = [];
      const isAllowed = (text: string) => allowedConsoleErrors.some((pattern) => pattern.test(text));
      page.on('console', (message) => {
        if (message.type() !== 'error' || isAllowed(message.text())) return;
        const where = message.location().url
          ? ` (${message.location().url}:${message.location().lineNumber})`
          : '';
        errors.push(`console.error: ${message.text()}${where}`);
      });
      page.on('pageerror', (error) => {
        if (!isAllowed(error.message)) errors.push(`uncaught ${error.name}: ${error.message}`);
      });
      await use();
      // A test that already failed keeps its own message; console errors are attached beside it.
      if (testInfo.status !== testInfo.expectedStatus) {
        if (errors.length)
          await testInfo.attach('console-errors', { body: errors.join('\n'), contentType: 'text/plain' });
        return;
      }
      expect(errors, `The page logged errors:\n${errors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, expectNoA11yViolations };
