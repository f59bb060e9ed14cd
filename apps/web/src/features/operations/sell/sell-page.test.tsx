import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_HOLDER } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { SellPage } from './sell-page';

const HOLDER = SAMPLE_HOLDER;

const VALEUR = { valeIden: 11, valeLibe: 'Aubépine Industries', isin: 'FR0000000011' };

describe('sell page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing left to sell as the operations empty state, with the contact as next step', async () => {
    stubApi((path) => {
      if (path === '/business/titulaire') return jsonResponse(200, HOLDER);
      if (path === '/business/operation/valeurs') return jsonResponse(200, [VALEUR]);
      if (path === '/business/operation/avoirs-a-vendre')
        return jsonResponse(200, [{ modeDetention: 'NOMINATIF_PUR', quantite: 10, quantiteDisponible: 0 }]);
      return jsonResponse(200, []);
    });
    await renderWithProviders(<SellPage />);
    const empty = await screen.findByTestId('sell-empty');
    expect(empty).toHaveTextContent('operations.sell.empty');
    expect(empty.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(empty).getByRole('link', { name: 'empty.action.contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
