import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSimulation } from '@nomina/domain';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
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

/** The step, the account on file answering `compte` (null: none). */
async function openStep(compte: unknown, onValidate = vi.fn()) {
  stubApi(() => jsonResponse(200, compte));
  await renderWithProviders(
    <BankDataStep
      recap={null}
      simulation={simulation}
      isBusy={false}
      onBack={vi.fn()}
      onValidate={onValidate}
    />,
  );
}

describe('bank data step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a submit with no choice, focuses the account on file when there is one', async () => {
    const user = userEvent.setup();
    await openStep({ ibanMasque: 'FR76 **** 0189', bic: 'AGRIFRPP', paysIban: 'FR' });
    await waitFor(() => expect(screen.getByTestId('bank-on-file')).toBeEnabled());
    await user.click(screen.getByTestId('bank-validate'));
    await waitFor(() => expect(screen.getByTestId('bank-on-file')).toHaveFocus());
  });

  it('on a submit with no choice and no account on file, focuses the new account', async () => {
    const user = userEvent.setup();
    await openStep(null);
    await user.click(screen.getByTestId('bank-validate'));
    await waitFor(() => expect(screen.getByTestId('bank-new')).toHaveFocus());
    expect(screen.getByTestId('bank-on-file')).toBeDisabled();
  });

  it(
    'shows the IBAN and BIC findings together, and sends a valid new account',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const onValidate = vi.fn();
      await openStep(null, onValidate);
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
