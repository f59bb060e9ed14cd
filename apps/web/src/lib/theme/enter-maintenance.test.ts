import { SESSION_KEYS, STORAGE_KEYS, type TThemeResponse } from '@nomina/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCache, storage } from '../storage/storage';
import { enterMaintenance } from './enter-maintenance';
import { FALLBACK_THEME } from './fallback-config';
import { getThemeState, setThemeState } from './theme-store';

const THEME_1: TThemeResponse = { ...FALLBACK_THEME, themeId: 1 };

let calls: number;
let served: TThemeResponse;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  calls = 0;
  served = { ...THEME_1, alive: false };
  vi.stubGlobal('fetch', async () => {
    calls += 1;
    return new Response(JSON.stringify(served), { headers: { 'content-type': 'application/json' } });
  });
  setThemeState(THEME_1);
});
afterEach(() => vi.unstubAllGlobals());

describe('enterMaintenance (the server refused a call for maintenance)', () => {
  it('asks the server even when the session saved a live answer, and drops that answer', async () => {
    storage.set(STORAGE_KEYS.userAccess, {
      token: 't',
      idRefreshToken: 'r',
      login: 'jdupont01',
      comptes: [],
    });
    storage.set(STORAGE_KEYS.theme, 1);
    sessionCache.set(SESSION_KEYS.themeResponse, THEME_1);

    await enterMaintenance();

    expect(calls).toBe(1);
    expect(getThemeState()).toEqual({ ...THEME_1, alive: false });
    expect(sessionCache.get(SESSION_KEYS.themeResponse)).toBeNull();
  });

  it('holds maintenance even when the answer is still alive: the refusal is the newer news', async () => {
    served = THEME_1;
    await enterMaintenance();
    expect(getThemeState()?.alive).toBe(false);
  });

  it('asks once for calls refused together', async () => {
    await Promise.all([enterMaintenance(), enterMaintenance(), enterMaintenance()]);
    expect(calls).toBe(1);
    await enterMaintenance();
    expect(calls).toBe(2);
  });
});
