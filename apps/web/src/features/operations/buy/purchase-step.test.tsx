import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_VALEUR, SAMPLE_VALEUR_DETAILS } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { EMPTY_BUY_FORM } from '../model/buy-form';
import { PurchaseStep } from './purchase-step';

const valeur = SAMPLE_VALEUR;

const details = SAMPLE_VALEUR_DETAILS;

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('valeur-details')
        ? details
        : url.includes('closed-days')
          ? []
          : url.includes('tauxTva')
            ? { tauxTva: 20 }
            : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

describe('purchase step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says which fields are missing and goes nowhere', async () => {
    stubServer();
    const onNext = vi.fn();
    await renderWithProviders(<PurchaseStep valeurs={[valeur]} initial={EMPTY_BUY_FORM} onNext={onNext} />);
    await userEvent.click(screen.getByTestId('purchase-next'));
    expect(await screen.findAllByText('operations.field.required')).not.toHaveLength(0);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('on a submit with no order type chosen, focuses the first order type (above the quantity)', async () => {
    stubServer();
    const user = userEvent.setup();
    await renderWithProviders(<PurchaseStep valeurs={[valeur]} initial={EMPTY_BUY_FORM} onNext={vi.fn()} />);
    await user.selectOptions(screen.getByTestId('field-valeur'), '11');
    await user.click(await screen.findByTestId('purchase-next'));
    const firstType = within(
      screen.getByRole('radiogroup', { name: /operations\.field\.typeOrdre/ }),
    ).getAllByRole('radio')[0]!;
    await waitFor(() => expect(firstType).toHaveFocus());
  });

  it('refuses a limit off the tick table and simulates the order live', async () => {
    stubServer();
    const user = userEvent.setup();
    await renderWithProviders(<PurchaseStep valeurs={[valeur]} initial={EMPTY_BUY_FORM} onNext={vi.fn()} />);
    await user.selectOptions(screen.getByTestId('field-valeur'), '11');
    expect(await screen.findByTestId('valeur-quote')).toBeInTheDocument();
    await user.click(screen.getByTestId('type-A_COURS_LIMITE'));
    await user.type(screen.getByTestId('field-quantite'), '100');
    await user.type(screen.getByTestId('field-coursLimite'), '12,345');
    await user.click(screen.getByTestId('purchase-next'));
    expect(await screen.findByText('operation.error.tickSize')).toBeInTheDocument();
    // 100 × 12.345 = 1 234.50 gross; fees 0.3 % = 3.70 under the 10 minimum; VAT 20 % = 2.
    await waitFor(() => expect(screen.getByTestId('simulation-frais')).toHaveTextContent(/10,00/));
    expect(screen.getByTestId('simulation-tva')).toHaveTextContent(/2,00/);
    expect(screen.getByTestId('simulation-net')).toHaveTextContent(/1\s?246,50/);
  });
});
