import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ModalHost } from './modal-host';
import { modals, type TAlertResult } from './modal-store';

describe('alert modal', () => {
  afterEach(() => act(() => modals.closeAll()));

  it('stays open on Escape and backdrop click, and closes only with its button', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ModalHost />);
    let result: TAlertResult | undefined;
    act(() => {
      void modals
        .alert({ kind: 'error', title: 'general.warning.alert', body: 'Le service ne répond pas.' })
        .then((value) => {
          result = value;
        });
    });

    const dialog = await screen.findByRole('dialog', { name: 'Alerte' });
    expect(dialog).toHaveTextContent('Le service ne répond pas.');

    await user.keyboard('{Escape}');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    if (overlay) await user.click(overlay);
    expect(screen.getByRole('dialog', { name: 'Alerte' })).toBeInTheDocument();
    expect(result).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(result).toBe('closed');
  });

  it('sanitises HTML bodies and lists every line', async () => {
    await renderWithProviders(<ModalHost />);
    act(() => {
      void modals.alert({
        kind: 'warning',
        body: ['<b>Première</b> ligne<img src=x onerror="alert(1)">', 'Seconde ligne'],
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Alerte' });
    expect(dialog.querySelector('b')).toHaveTextContent('Première');
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    expect(dialog).toHaveTextContent('Seconde ligne');
  });

  it('offers cancel and validate on the info kind', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ModalHost />);
    let result: TAlertResult | undefined;
    act(() => {
      void modals
        .alert({ kind: 'info', title: 'general.warning.alert', body: 'Confirmer ?' })
        .then((value) => {
          result = value;
        });
    });
    await user.click(await screen.findByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(result).toBe('validated'));
  });

  it('has a close button on the info kind too, which answers closed (neither cancel nor validate)', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ModalHost />);
    let result: TAlertResult | undefined;
    act(() => {
      void modals.alert({ kind: 'info', body: 'Confirmer ?' }).then((value) => {
        result = value;
      });
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(result).toBe('closed'));
  });

  it('has no second close button when the cancel button of the info kind already reads close', async () => {
    await renderWithProviders(<ModalHost />);
    act(() => {
      void modals.alert({ kind: 'info', body: 'Aide', cancelLabel: 'general.close' });
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('button', { name: 'Fermer' })).toHaveLength(1);
  });
});
