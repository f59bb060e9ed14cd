import type { TAvoirAVendre } from '@nomina/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_VALEUR, SAMPLE_VALEUR_DETAILS } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { EMPTY_SELL_FORM } from '../model/sell-form';
import { SaleStep } from './sale-step';

const valeur = SAMPLE_VALEUR;

const details = SAMPLE_VALEUR_DETAILS;

const holding = (
  modeDetention: TAvoirAVendre['modeDetention'],
  quantiteDisponible: number,
): TAvoirAVendre => ({
  valeIden: 11,
  valeLibe: 'Aubépine Industries',
  modeDetention,
  quantite: 100,
  quantiteIndisponible: 100 - quantiteDisponible,
  quantiteEnCours: 0,
  quantiteDisponible,
  cours: 12.34,
  devise: 'EUR',
});

/** The first holding mode has nothing left to sell: its choice is disabled. */
function stubServer() {
  stubApi((path) => {
    if (path === '/business/operation/valeur-details') return jsonResponse(200, details);
    if (path === '/business/operation/avoirs-a-vendre')
      return jsonResponse(200, [holding('NOMINATIF_PUR', 0), holding('NOMINATIF_ADMINISTRE', 40)]);
    if (path === '/business/operation/tauxTva') return jsonResponse(200, { tauxTva: 20 });
    return jsonResponse(200, []);
  });
}

describe('sale step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a failed submit focuses the first holding that may be sold, then the sale type', async () => {
    stubServer();
    const user = userEvent.setup();
    const onNext = vi.fn();
    await renderWithProviders(<SaleStep valeurs={[valeur]} initial={EMPTY_SELL_FORM} onNext={onNext} />);
    await user.selectOptions(screen.getByTestId('field-valeur'), '11');
    const sellable = await screen.findByTestId('holding-NOMINATIF_ADMINISTRE');
    expect(screen.getByTestId('holding-NOMINATIF_PUR')).toBeDisabled();

    await user.click(screen.getByTestId('sale-next'));
    await waitFor(() => expect(sellable).toHaveFocus());

    await user.click(sellable);
    await user.click(await screen.findByTestId('sale-next'));
    await waitFor(() => expect(screen.getByTestId('type-vente-2')).toHaveFocus());
    expect(onNext).not.toHaveBeenCalled();
  });
});
