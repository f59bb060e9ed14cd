import { STORAGE_KEYS } from '@nomina/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../storage/storage';
import { FALLBACK_THEME } from './fallback-config';

const THEME_3 = { ...FALLBACK_THEME, themeId: 3, config: { ...FALLBACK_THEME.config, id: 'theme-3' } };
const answer = (status = 200) =>
  new Response(JSON.stringify(status === 200 ? THEME_3 : { errorCode: 'x' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Each test loads the modules afresh: the first call is made once per page. */
async function load() {
  const first = await import('./first-theme-call');
  const { fetchTheme } = await import('./fetch-theme');
  return { ...first, fetchTheme };
}

describe("the page's first theme call (issue 15 §5)", () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes out once, with the page origin, and the app reads its answer without asking again', async () => {
    const sent = vi.fn(async (_url: string, _init?: RequestInit) => answer());
    vi.stubGlobal('fetch', sent);
    const { startFirstThemeCall, fetchTheme } = await load();
    startFirstThemeCall();
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0]!;
    expect(url).toBe('/api/v1/resource/theme');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ url: window.location.origin }) });
    expect(await fetchTheme()).toEqual(THEME_3);
    // A first script arriving after the app read the theme starts nothing.
    startFirstThemeCall();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('is not made by a browser holding a theme of its own (the app asks for that one)', async () => {
    storage.set(STORAGE_KEYS.theme, 3);
    const sent = vi.fn(async () => answer());
    vi.stubGlobal('fetch', sent);
    const { startFirstThemeCall } = await load();
    startFirstThemeCall();
    expect(sent).not.toHaveBeenCalled();
  });

  it('is made again by the app when it failed, so the failure is handled as any other', async () => {
    const sent = vi.fn(async () => answer()).mockResolvedValueOnce(answer(503));
    vi.stubGlobal('fetch', sent);
    const { startFirstThemeCall, fetchTheme } = await load();
    startFirstThemeCall();
    expect(await fetchTheme()).toEqual(THEME_3);
    expect(sent).toHaveBeenCalledTimes(2);
  });
});
