import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSimulation } from '@nomina/domain';
import { renderWithProviders } from '../../../testing/render';
import { BankDataStep } from './bank-data-step';

const simulation: TSimulation = {
  natureDemande: 'VENTE_TITRE',
  quantite: 10,
  cours: 40,
  montantBrut: 400,
  frais: 10,
  tauxTva: 20,
  tva: 2,
  montantNet: 388,
  montantLevee: null,
  quantiteVendue: null,
  quantiteConservee: null,
  devise: 'EUR',
};

describe('bank data step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'shows the IBAN and BIC findings together, and sends a valid new account',
    { timeout: 30_000 },
    async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () => new Response('null', { status: 200, headers: { 'content-type': 'application/json' } }),
        ),
      );
      const user = userEvent.setup();
      const onValidate = vi.fn();
      await renderWithProviders(
        <BankDataStep
          recap={null}
          simulation={simulation}
          isBusy={false}
          onBack={vi.fn()}
          onValidate={onValidate}
        />,
      );
      await user.click(screen.getByTestId('bank-new'));
      await user.type(screen.getByTestId('field-iban'), 'FR76 3000 6000 0112 3456 7890 188');
      await user.type(screen.getByTestId('field-bic'), 'AGRIUSPP');
      await user.click(screen.getByTestId('bank-validate'));
      expect(await screen.findByText('operations.bank.error.ibanInvalid.patternInvalid')).toBeInTheDocument();
      expect(screen.getByText('operations.bank.error.invalidBicPAys')).toBeInTheDocument();
      expect(onValidate).not.toHaveBeenCalled();

      await user.clear(screen.getByTestId('field-iban'));
      await user.type(screen.getByTestId('field-iban'), 'FR76 3000 6000 0112 3456 7890 189');
      await user.clear(screen.getByTestId('field-bic'));
      await user.type(screen.getByTestId('field-bic'), 'AGRIFRPP');
      await user.click(screen.getByTestId('bank-validate'));
      expect(onValidate).toHaveBeenCalledWith({
        source: 'NOUVEAU',
        iban: 'FR7630006000011234567890189',
        bic: 'AGRIFRPPXXX',
      });
    },
  );
});
