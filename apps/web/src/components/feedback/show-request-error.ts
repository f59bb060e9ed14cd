import { ERROR_CODES } from '@nomina/domain';
import { toErrorCode } from '../../lib/http/api-error';
import { modals } from '../modals/modal-store';

/**
 * The modal for a request that failed for a reason the form cannot fix: the spec 1 §8 bot-check
 * and technical failure (title api.technical.error.title, body the errorCode), or any other
 * answer (rate limit, ...) under the generic alert title.
 */
export function showRequestError(error: unknown): Promise<unknown> {
  const errorCode = toErrorCode(error);
  // The app is already on its way to the terms page (decision 012) or the maintenance page
  // (decision 019): no modal over it.
  if (errorCode === ERROR_CODES.termsPending || errorCode === ERROR_CODES.maintenance)
    return Promise.resolve();
  const isTechnical = errorCode === ERROR_CODES.technical;
  return modals.alert({
    kind: 'error',
    title: isTechnical ? 'api.technical.error.title' : 'general.warning.alert',
    body: errorCode,
  });
}
