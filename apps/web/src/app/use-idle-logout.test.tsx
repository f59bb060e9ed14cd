import { STORAGE_KEYS } from '@nomina/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLogoutReason } from '../lib/session/logout';
import { readUserAccess } from '../lib/session/user-access';
import { storage } from '../lib/storage/storage';
import { useIdleLogout } from './use-idle-logout';

const IDLE_MS = 60_000;
const TIMEOUT_MS = 10_000;
const PING_MS = 1_000;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('keep-alive ping (spec 1 §4, ping 600)', () => {
  let refreshes: number;
  let answer: () => Response;

  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
    window.sessionStorage.clear();
    storage.set(STORAGE_KEYS.userAccess, {
      token: 'old',
      idRefreshToken: 'r1',
      login: 'jdupont',
      comptes: [],
    });
    refreshes = 0;
    answer = () => json(200, { token: 'new', idRefreshToken: 'r2' });
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.endsWith('/auth/authenticate/refreshtoken')) {
        refreshes += 1;
        return answer();
      }
      return json(200, {});
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const activity = () => act(() => void window.dispatchEvent(new Event('pointerdown')));
  const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('renews the session once per period in which the holder was active, never for an idle tab', async () => {
    renderHook(() => useIdleLogout(IDLE_MS, TIMEOUT_MS, PING_MS));
    await elapse(PING_MS * 3);
    expect(refreshes).toBe(0);

    await activity();
    await elapse(PING_MS);
    expect(refreshes).toBe(1);
    expect(readUserAccess()?.token).toBe('new');

    await elapse(PING_MS * 2);
    expect(refreshes).toBe(1);
  });

  it('ends a session the server refuses at the ping, with the reason for the login page', async () => {
    answer = () => json(401, { errorCode: 'general.error.unauthorized' });
    renderHook(() => useIdleLogout(IDLE_MS, TIMEOUT_MS, PING_MS));
    await activity();
    await elapse(PING_MS);

    expect(refreshes).toBe(1);
    expect(readUserAccess()).toBeNull();
    expect(readLogoutReason()).toBe('session');
  });

  it('keeps the session when the server cannot answer (the next call tries again)', async () => {
    answer = () => json(503, {});
    renderHook(() => useIdleLogout(IDLE_MS, TIMEOUT_MS, PING_MS));
    await activity();
    await elapse(PING_MS);

    expect(refreshes).toBe(1);
    expect(readUserAccess()?.token).toBe('old');
    expect(readLogoutReason()).toBeNull();
  });

  it('stops pinging when the page of signed-in users closes', async () => {
    const { unmount } = renderHook(() => useIdleLogout(IDLE_MS, TIMEOUT_MS, PING_MS));
    await activity();
    unmount();
    await elapse(PING_MS * 2);
    expect(refreshes).toBe(0);
  });
});
