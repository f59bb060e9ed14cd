import { STORAGE_KEYS } from '@nomina/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../storage/storage';
import { FALLBACK_THEME } from './fallback-config';
import { fetchTheme } from './fetch-theme';

const THEME_3 = { ...FALLBACK_THEME, themeId: 3, config: { ...FALLBACK_THEME.config, id: 'theme-3' } };

describe('fetchTheme (spec 1 §4: skipped for a signed-in user with a stored theme)', () => {
  let calls: number;

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      return new Response(JSON.stringify(THEME_3), { headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const signIn = () => {
    storage.set(STORAGE_KEYS.userAccess, {
      token: 't',
      idRefreshToken: 'r',
      login: 'jdupont01',
      comptes: [],
    });
    storage.set(STORAGE_KEYS.theme, 3);
  };

  it('asks once in the session, then uses the stored answer', async () => {
    signIn();
    expect(await fetchTheme()).toEqual(THEME_3);
    expect(await fetchTheme()).toEqual(THEME_3);
    expect(calls).toBe(1);
  });

  it('always asks a visitor, and asks again after logout cleared the session', async () => {
    await fetchTheme();
    await fetchTheme();
    expect(calls).toBe(2);
    signIn();
    await fetchTheme();
    window.sessionStorage.clear();
    await fetchTheme();
    expect(calls).toBe(4);
  });

  it('asks again when the stored theme changed (another account chosen)', async () => {
    signIn();
    await fetchTheme();
    storage.set(STORAGE_KEYS.theme, 2);
    await fetchTheme();
    expect(calls).toBe(2);
  });
});
