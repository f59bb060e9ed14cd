import { modals } from '../modals/modal-store';

/** Spec 3 §8: a document that could not be downloaded gives the warning modal, nothing more. */
export function showDownloadError(): Promise<unknown> {
  return modals.warning({
    type: 'warning',
    title: 'general.warning.alert',
    lines: ['general.download.error'],
  });
}
