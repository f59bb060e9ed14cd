import type { TSimulation } from '@nomina/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { moduleGroup, subModule } from '../../../testing/modules';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { PaymentStep } from './payment-step';

const simulation: TSimulation = {
  natureDemande: 'ACHAT_TITRE',
  quantite: 10,
  cours: 40,
  montantBrut: 400,
  frais: 10,
  tauxTva: 20,
  tva: 2,
  montantNet: 412,
  montantLevee: null,
  quantiteVendue: null,
  quantiteConservee: null,
  devise: 'EUR',
};

/** The payment step; `modules` are the payment options the account may use. */
async function openStep(modules: string[]) {
  stubApi((path) => {
    if (path === '/resource/modules')
      return jsonResponse(200, [
        moduleGroup(
          'paiement',
          1,
          modules.map((key) => subModule(key)),
        ),
      ]);
    if (path === '/resource/parametreSite')
      return jsonResponse(200, { paramName: 'CB_PLAFOND', paramValue: '5000' });
    return jsonResponse(200, null);
  });
  const onValidate = vi.fn();
  await renderWithProviders(
    <PaymentStep
      recap={null}
      simulation={simulation}
      isBusy={false}
      onBack={vi.fn()}
      onValidate={onValidate}
      submitLabel="operations.next"
    />,
  );
  return onValidate;
}

describe('payment step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a submit with no mode chosen, focuses the first mode that can be chosen', async () => {
    const user = userEvent.setup();
    const onValidate = await openStep([]);
    await user.click(screen.getByTestId('payment-validate'));
    // Card and open banking are refused to this account: the transfer is the first choice open.
    await waitFor(() => expect(screen.getByTestId('payment-mode-VIREMENT')).toHaveFocus());
    expect(screen.getByTestId('payment-mode-CB')).toBeDisabled();
    expect(onValidate).not.toHaveBeenCalled();
  });

  it('focuses the card when the account may pay by card', async () => {
    const user = userEvent.setup();
    await openStep(['option_paiement_cb']);
    await waitFor(() => expect(screen.getByTestId('payment-mode-CB')).toBeEnabled());
    await user.click(screen.getByTestId('payment-validate'));
    await waitFor(() => expect(screen.getByTestId('payment-mode-CB')).toHaveFocus());
  });
});
