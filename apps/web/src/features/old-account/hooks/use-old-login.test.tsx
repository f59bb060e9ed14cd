import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';

const showRequestError = vi.fn(async (_error: unknown) => undefined);
const getToken = vi.fn<(action: string) => Promise<string | null>>();
vi.mock('../../../components/feedback/show-request-error', () => ({
  showRequestError: (error: unknown) => showRequestError(error),
}));
vi.mock('../../../lib/bot-check/use-bot-check', () => ({ useBotCheck: () => ({ getToken }) }));

const { useOldLogin } = await import('./use-old-login');

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const values = { emetIden: '73519', accessCode: 'PLS7351', password: 'Ancien#Pls2019' };

describe('old-account login: a failed bot check (spec 1 §4, §8)', () => {
  afterEach(() => vi.clearAllMocks());

  it('is the error modal, whatever its code, and never an inline form error', async () => {
    const refused = new ApiError(429, { errorCode: 'general.error.ratelimit' });
    getToken.mockRejectedValueOnce(refused);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { result } = renderHook(() => useOldLogin('PLS', vi.fn()), { wrapper });

    act(() => result.current.submit(values));

    await waitFor(() => expect(showRequestError).toHaveBeenCalledWith(refused));
    expect(result.current.formError).toBeNull();
    // The login itself was never sent.
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
