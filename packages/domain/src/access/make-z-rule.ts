import { z } from 'zod';
import { REQUIRED_MESSAGE } from './required';

/** One failed rule: the translation or error key the UI shows, and values it may interpolate. */
export type TRuleIssue = { message: string; params?: Record<string, unknown> };

/**
 * Turns a pure rule (value → failed keys) into a zod string schema, so a form resolver and an API
 * handler report exactly the same keys. Each key becomes the issue `message`; a missing value
 * (undefined or null, not a string) gets `requiredMessage`.
 */
export function makeZRule(
  issuesOf: (value: string) => readonly (string | TRuleIssue)[],
  requiredMessage: string = REQUIRED_MESSAGE,
) {
  return z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    for (const issue of issuesOf(value)) {
      const { message, params } = typeof issue === 'string' ? { message: issue, params: undefined } : issue;
      ctx.addIssue({ code: 'custom', message, ...(params ? { params } : {}) });
    }
  });
}
