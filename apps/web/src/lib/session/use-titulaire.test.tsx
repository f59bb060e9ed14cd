import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../components/modals/modal-host';
import { modals } from '../../components/modals/modal-store';
import { renderWithProviders } from '../../testing/render';
import { loadTitulaire } from './titulaire';
import { useTitulaire } from './use-titulaire';

vi.mock('./titulaire', () => ({ readTitulaire: () => null, loadTitulaire: vi.fn() }));

function HolderName() {
  const holder = useTitulaire();
  return <p>{holder.data ? holder.data.lastName : holder.isError ? 'failed' : 'loading'}</p>;
}

describe('useTitulaire', () => {
  afterEach(() => act(() => modals.closeAll()));

  it('says a holder that cannot be read once, in the loading error modal, however many parts read it', async () => {
    vi.mocked(loadTitulaire).mockRejectedValue(new Error('network'));
    await renderWithProviders(
      <>
        <ModalHost />
        <HolderName />
        <HolderName />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('failed')).toHaveLength(2));
    const dialog = await screen.findByRole('dialog', { name: 'Alerte' });
    expect(dialog).toHaveTextContent('general.error.loading');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('shows no modal when the holder is read', async () => {
    vi.mocked(loadTitulaire).mockResolvedValue({ lastName: 'Dupont' } as Awaited<
      ReturnType<typeof loadTitulaire>
    >);
    await renderWithProviders(
      <>
        <ModalHost />
        <HolderName />
      </>,
    );
    await screen.findByText('Dupont');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
