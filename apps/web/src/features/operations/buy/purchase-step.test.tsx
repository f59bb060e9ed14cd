import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TValeur, TValeurDetails } from '@nomina/domain';
import { renderWithProviders } from '../../../testing/render';
import { EMPTY_BUY_FORM } from '../model/buy-form';
import { PurchaseStep } from './purchase-step';

const valeur: TValeur = {
  valeIden: 11,
  valeLibe: 'Aubépine Industries',
  isin: 'FR0000000011',
  emetIden: 1001,
  emetLibe: 'Aubépine Industries',
  valeNatu: 'ACTION',
  isValeurEtrangere: false,
  baremeWeb: 'STD',
  devise: 'EUR',
  cours: 12.34,
  coursVeille: 12,
  variation: 2.83,
  dateCours: '2026-11-20',
} as TValeur;

const details: TValeurDetails = {
  ...valeur,
  marche: 'Euronext Paris',
  plusHaut: 12.5,
  plusBas: 12,
  historique: [
    { date: '2026-11-19', cours: 12 },
    { date: '2026-11-20', cours: 12.34 },
  ],
  bareme: {
    idextBarcomms: 1,
    emetIden: 1001,
    baremeWeb: 'STD',
    ...Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [
        [`amount${i}D`, null],
        [`percent${i}D`, null],
      ]),
    ),
    percent0D: 0.3,
    mtMinD: 10,
    mtMaxD: 0,
  } as TValeurDetails['bareme'],
};

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
