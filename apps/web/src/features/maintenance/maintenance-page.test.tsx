import { SESSION_KEYS, STORAGE_KEYS, type TThemeResponse } from '@nomina/domain';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { sessionCache, storage } from '../../lib/storage/storage';
import { FALLBACK_THEME } from '../../lib/theme/fallback-config';
import { getAliveFlag, setThemeState } from '../../lib/theme/theme-store';
import { renderWithProviders } from '../../testing/render';
import { MAINTENANCE_RECHECK_MS, MaintenancePage } from './maintenance-page';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('maintenance page recheck (spec 1 §2: maintenance, otherwise back to root)', () => {
  /** The server's theme answer; the other calls of the page (languages) get an empty list. */
  let served: TThemeResponse;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    window.localStorage.clear();
    window.sessionStorage.clear();
    // A signed-in tab whose session saved a live answer before maintenance began.
    storage.set(STORAGE_KEYS.userAccess, {
      token: 't',
      idRefreshToken: 'r',
      login: 'jdupont01',
      comptes: [],
    });
    storage.set(STORAGE_KEYS.theme, FALLBACK_THEME.themeId);
    sessionCache.set(SESSION_KEYS.themeResponse, FALLBACK_THEME);
    setThemeState({ ...FALLBACK_THEME, alive: false });
    served = { ...FALLBACK_THEME, alive: false };
    vi.stubGlobal('fetch', async (url: string) => json(url.endsWith('/resource/theme') ? served : []));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const renderPage = () =>
    renderWithProviders(
      <Routes>
        <Route path={paths.maintenance.path} element={<MaintenancePage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { initialEntries: [paths.maintenance.getHref()] },
    );
  const recheck = () => act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_RECHECK_MS));

  it("follows the server, not the session's saved answer, and leaves once the portal is back", async () => {
    await renderPage();
    await recheck();
    expect(screen.getByTestId('maintenance-page')).toBeInTheDocument();
    expect(getAliveFlag()).toBe(false);

    served = FALLBACK_THEME;
    await recheck();
    expect(await screen.findByTestId('where')).toHaveTextContent(paths.root.getHref());
    expect(getAliveFlag()).toBe(true);
  });
});
