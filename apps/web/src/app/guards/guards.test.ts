import { STORAGE_KEYS, type TUserAccess } from '@nomina/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { storage } from '../../lib/storage/storage';
import { FALLBACK_THEME } from '../../lib/theme/fallback-config';
import { setThemeState } from '../../lib/theme/theme-store';
import { createAppRouter, type TAppRouter } from '../router';

const compte = (actiIden: number) => ({
  actiIden,
  emetIden: 10,
  tituNume: `T${actiIden}`,
  emetLibe: 'Aubépine',
});
const SEVERAL: TUserAccess = {
  token: 't',
  idRefreshToken: 'r',
  idTheme: 1,
  login: 'mmartin01',
  comptes: [compte(1), compte(2)],
  selected: null,
};

/** Where the app's router settles once its guards have answered. */
async function settle(router: TAppRouter): Promise<string> {
  await vi.waitFor(() => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('busy');
  });
  return router.state.location.pathname;
}

describe("the app router's signed-in guards (spec 1 §4, §6: several accounts, none chosen)", () => {
  /** The router of the test's page load, disposed after it. */
  let router: TAppRouter | undefined;
  /** A page load on `path`: the router starts from the address bar's hash. */
  const load = (path: string) => {
    window.location.hash = `#${path}`;
    router = createAppRouter();
    return router;
  };

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    setThemeState(FALLBACK_THEME);
    storage.set(STORAGE_KEYS.userAccess, SEVERAL);
    // The terms are accepted; any other call of the pages answers an empty list.
    vi.stubGlobal('fetch', async (url: string) =>
      Response.json(url.endsWith('/auth/authenticate/cgu') ? { pendingVersion: null } : []),
    );
  });
  afterEach(() => {
    router?.dispose();
    vi.unstubAllGlobals();
  });

  it('sends a page load of the dashboard to the account choice', async () =>
    expect(await settle(load(paths.dashboard.getHref()))).toBe(paths.selectAccount.getHref()));

  it('keeps the user on the account choice: typed dashboard and the header logo (root) lead back to it', async () => {
    const app = load(paths.selectAccount.getHref());
    expect(await settle(app)).toBe(paths.selectAccount.getHref());
    await app.navigate(paths.dashboard.getHref());
    expect(await settle(app)).toBe(paths.selectAccount.getHref());
    await app.navigate(paths.root.getHref());
    expect(await settle(app)).toBe(paths.selectAccount.getHref());
  });

  it('opens the dashboard once an account is chosen', async () => {
    const app = load(paths.selectAccount.getHref());
    await settle(app);
    storage.set(STORAGE_KEYS.selectedTitu, { tituNume: 'T2', actiIden: 2, emetIden: 10 });
    await app.navigate(paths.dashboard.getHref());
    expect(await settle(app)).toBe(paths.dashboard.getHref());
  });
});
