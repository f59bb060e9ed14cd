import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { modals } from '../../components/modals/modal-store';
import { FALLBACK_THEME } from '../../lib/theme/fallback-config';
import { setThemeState } from '../../lib/theme/theme-store';
import { renderWithProviders } from '../../testing/render';
import { moduleGroup, subModule } from '../../testing/modules';
import { jsonResponse, stubApi } from '../../testing/stub-api';
import { DashboardPage } from './dashboard-page';

const GATE = subModule('portefeuille', { show: false });
const MODULES = [moduleGroup('portefeuille', 1, [GATE, subModule('droits'), subModule('fonds')])];
const NO_DROITS = { dateValorisation: '2025-06-01', devise: 'EUR', total: 0, groupes: [] };
const NO_FONDS = { fonds: [] };

type TAnswers = Partial<Record<string, () => Response | Promise<Response>>>;

/** The dashboard's calls: the habilitations, rights, funds, news and alerts; the rest is refused. */
function stubServer(answers: TAnswers) {
  return stubApi((path) => {
    const answer = answers[path];
    return (answer ? answer() : jsonResponse(404, { errorCode: 'not.found' })) as Response;
  });
}

const pending = () => new Promise<Response>(() => undefined);
const deadlinesCard = () => screen.getByTestId('deadlines-card');

describe('dashboard page', () => {
  beforeAll(() => setThemeState(FALLBACK_THEME));
  afterEach(() => {
    act(() => modals.closeAll());
    vi.unstubAllGlobals();
  });

  it('draws a placeholder, not "no deadline", while the rights and funds load', async () => {
    let answerDroits: (response: Response) => void = () => undefined;
    const calls = stubServer({
      '/resource/modules': () => jsonResponse(200, MODULES),
      '/business/portefeuille/droits': () => new Promise((resolve) => (answerDroits = resolve)),
      '/business/positions': () => jsonResponse(200, NO_FONDS),
    });
    await renderWithProviders(<DashboardPage />);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/business/positions'));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/business/portefeuille/droits'));
    // The funds have answered (none); the rights have not: no conclusion yet.
    expect(deadlinesCard().querySelector('.mantine-Skeleton-root')).not.toBeNull();
    expect(within(deadlinesCard()).queryByText('dashboard.deadlines.empty')).toBeNull();

    await act(async () => answerDroits(jsonResponse(200, NO_DROITS)));
    expect(await within(deadlinesCard()).findByText('dashboard.deadlines.empty')).toBeInTheDocument();
    expect(deadlinesCard().querySelector('.mantine-Skeleton-root')).toBeNull();
  });

  it('waits for the habilitations before saying there is no deadline', async () => {
    stubServer({ '/resource/modules': pending });
    await renderWithProviders(<DashboardPage />);
    expect(deadlinesCard().querySelector('.mantine-Skeleton-root')).not.toBeNull();
    expect(within(deadlinesCard()).queryByText('dashboard.deadlines.empty')).toBeNull();
  });

  it('says the deadlines cannot be shown when the rights call fails', async () => {
    stubServer({
      '/resource/modules': () => jsonResponse(200, MODULES),
      '/business/portefeuille/droits': () => jsonResponse(500, { errorCode: 'api.technical.error' }),
      '/business/positions': () => jsonResponse(200, NO_FONDS),
    });
    await renderWithProviders(<DashboardPage />);
    expect(await within(deadlinesCard()).findByRole('alert')).toHaveTextContent('dashboard.error.load');
    expect(within(deadlinesCard()).queryByText('dashboard.deadlines.empty')).toBeNull();
  });

  it('does not wait for a module the account may not open', async () => {
    stubServer({
      '/resource/modules': () =>
        jsonResponse(200, [
          moduleGroup('portefeuille', 1, [
            GATE,
            subModule('droits'),
            subModule('fonds', { habiliteActi: false }),
          ]),
        ]),
      '/business/portefeuille/droits': () => jsonResponse(200, NO_DROITS),
    });
    await renderWithProviders(<DashboardPage />);
    expect(await within(deadlinesCard()).findByText('dashboard.deadlines.empty')).toBeInTheDocument();
  });

  it('asks neither rights nor funds when the portfolio group is closed (spec 3 §6), and offers no shortcut to it', async () => {
    const calls = stubServer({
      '/resource/modules': () =>
        jsonResponse(200, [
          moduleGroup('portefeuille', 1, [
            subModule('portefeuille', { show: false, habiliteActi: false }),
            subModule('titres'),
            subModule('droits'),
            subModule('fonds'),
          ]),
        ]),
    });
    await renderWithProviders(<DashboardPage />);
    expect(await within(deadlinesCard()).findByText('dashboard.deadlines.empty')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/business/portefeuille/droits');
    expect(within(screen.getByTestId('quick-links')).queryByText('menu.titres')).toBeNull();
  });

  it('shows empty news and alerts as illustrated empty states', async () => {
    stubServer({
      '/resource/modules': () => jsonResponse(200, MODULES),
      '/business/news': () => jsonResponse(200, []),
      '/business/alerts': () => jsonResponse(200, []),
    });
    await renderWithProviders(<DashboardPage />);
    const news = await screen.findByTestId('news-empty');
    expect(news).toHaveTextContent('dashboard.news.empty');
    expect(news.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const alerts = await screen.findByTestId('alerts-empty');
    expect(alerts).toHaveTextContent('dashboard.alerts.empty');
    expect(within(screen.getByTestId('alerts-card')).getByTestId('alerts-empty')).toBe(alerts);
  });
});
