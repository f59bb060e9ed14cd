import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { modals } from '../modals/modal-store';
import { showRequestError } from './show-request-error';

afterEach(() => vi.restoreAllMocks());

describe('showRequestError', () => {
  it('shows no modal over the way to the terms or maintenance page', async () => {
    const alert = vi.spyOn(modals, 'alert');
    await showRequestError(new ApiError(403, { errorCode: 'cgu.error.pending' }));
    await showRequestError(new ApiError(503, { errorCode: 'general.error.maintenance' }));
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows any other refusal under the generic alert title', () => {
    const alert = vi.spyOn(modals, 'alert').mockResolvedValue('closed');
    void showRequestError(new ApiError(429, { errorCode: 'general.error.ratelimit' }));
    expect(alert).toHaveBeenCalledWith({
      kind: 'error',
      title: 'general.warning.alert',
      body: 'general.error.ratelimit',
    });
  });
});
