import { ApiError } from '../../../lib/http/api-error';

/** The server's field messages of a refused update (general.error.validation), by path. */
export function serverFieldIssues(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}
