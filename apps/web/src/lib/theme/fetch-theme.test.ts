import { SESSION_KEYS, STORAGE_KEYS, type TThemeResponse } from '@nomina/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCache, storage } from '../storage/storage';
import { FALLBACK_THEME } from './fallback-config';
import { fetchTheme } from './fetch-theme';

const THEME_3 = { ...FALLBACK_THEME, themeId: 3, config: { ...FALLBACK_THEME.config, id: 'theme-3' } };

let calls: number;
/** What the server answers; a test sets alive false to put the portal in maintenance. */
let served: TThemeResponse;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  calls = 0;
  served = THEME_3;
  vi.stubGlobal('fetch', async () => {
    calls += 1;
    return new Response(JSON.stringify(served), { headers: { 'content-type': 'application/json' } });
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

describe('fetchTheme (spec 1 §4: skipped for a signed-in user with a stored theme)', () => {
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

describe('fetchTheme and maintenance (spec 1 §4: maintenance follows the alive flag)', () => {
  beforeEach(signIn);

  it('never keeps a maintenance answer: the next load asks again and sees the portal back', async () => {
    served = { ...THEME_3, alive: false };
    expect((await fetchTheme()).alive).toBe(false);
    served = THEME_3;
    expect((await fetchTheme()).alive).toBe(true);
    expect(calls).toBe(2);
  });

  it('asks again over a maintenance answer an earlier build saved in the tab', async () => {
    sessionCache.set(SESSION_KEYS.themeResponse, { ...THEME_3, alive: false });
    expect((await fetchTheme()).alive).toBe(true);
    expect(calls).toBe(1);
  });

  it('mustAsk asks over the saved answer; maintenance drops that answer for the next loads', async () => {
    await fetchTheme();
    served = { ...THEME_3, alive: false };
    expect((await fetchTheme({ mustAsk: true })).alive).toBe(false);
    expect((await fetchTheme()).alive).toBe(false);
    expect(calls).toBe(3);
  });
});
