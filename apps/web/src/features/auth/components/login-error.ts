import { ERROR_CODES } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
import { ApiError } from '../../../lib/http/api-error';

/** Login answers shown inline under the form (wrong credentials, locked, too many tries). */
const INLINE_BY_STATUS: Record<number, TTranslationKey> = {
  401: ERROR_CODES.badCredentials,
  423: ERROR_CODES.accountLocked,
  429: ERROR_CODES.tooManyRequests,
};

/** The inline message key for a failed login, or null when the failure deserves the alert modal. */
export function inlineLoginError(error: unknown): TTranslationKey | null {
  if (!(error instanceof ApiError)) return null;
  return INLINE_BY_STATUS[error.status] ?? null;
}
