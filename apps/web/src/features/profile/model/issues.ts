import type { z } from 'zod';
import { ApiError } from '../../../lib/http/api-error';

/** Every failing field of a zod parse by its dotted path, first message kept. */
export function issuesByPath(error: z.ZodError | undefined): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const path = issue.path.join('.');
    issues[path] ??= issue.message;
  }
  return issues;
}

/** The server's field messages of a refused update (general.error.validation), by path. */
export function serverFieldIssues(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}
