import type { z } from 'zod';

/** The message key a field shows, and the values it interpolates ({{min}}, {{max}}). */
export type TFieldIssue = { message: string; params?: Record<string, unknown> };
export type TFieldIssues<TField extends string> = Partial<Record<TField, TFieldIssue>>;

/**
 * The first issue of each field of a failed zod parse, so a form shows one message per field.
 * The domain rules put the message key in `message` and its values in `params`.
 */
export function firstFieldIssues<TField extends string>(error: z.ZodError): TFieldIssues<TField> {
  const issues: TFieldIssues<TField> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as TField;
    if (issues[field]) continue;
    const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
    issues[field] = params ? { message: issue.message, params } : { message: issue.message };
  }
  return issues;
}
