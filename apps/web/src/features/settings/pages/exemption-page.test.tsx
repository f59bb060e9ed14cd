import type { TExemptionState } from '@nomina/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_HOLDER } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { ExemptionPage } from './exemption-page';

const HOLDER = SAMPLE_HOLDER;

const OPEN: TExemptionState = {
  window: { isOpen: true, year: 2027, deadline: '2026-11-30', nextOpening: null },
  demandes: [],
};

/** A French tax resident's page, the exemption state answering `state`. */
function stubServer(state: TExemptionState) {
  return stubApi((path) => {
    if (path === '/business/titulaire') return jsonResponse(200, HOLDER);
    if (path === '/business/dispense-acompte') return jsonResponse(200, state);
    return jsonResponse(404, { errorCode: 'not.found' });
  });
}

describe('advance-payment exemption page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a submit with no situation chosen, focuses the first situation', async () => {
    const user = userEvent.setup();
    const calls = stubServer(OPEN);
    await renderWithProviders(<ExemptionPage />);
    await user.click(await screen.findByRole('button', { name: 'dispense_acompte.submit' }));
    const first = screen.getAllByRole('radio')[0]!;
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('value', 'SINGLE');
    expect(calls.some((call) => call.path === '/business/update/dispense-acompte')).toBe(false);
  });

  it('shows an empty request history as an illustrated empty state', async () => {
    stubServer(OPEN);
    await renderWithProviders(<ExemptionPage />);
    const empty = await screen.findByTestId('exemption-history-empty');
    expect(empty).toHaveTextContent('dispense_acompte.history.empty');
    expect(empty.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
