import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAssemblee } from '@nomina/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../components/modals/modal-host';
import { modals } from '../../../components/modals/modal-store';
import { http } from '../../../lib/http/http-client';
import { renderWithProviders } from '../../../testing/render';
import { MeetingsPage } from './meetings-page';

vi.mock('../../../lib/http/http-client', () => ({ http: vi.fn() }));

const meeting: TAssemblee = {
  id: 7,
  statut: 'OUVERT',
  dateAG: '2026-06-22 14:30',
  dateDebutVote: '2026-06-01 09:00',
  dateFinVote: '2026-06-20 15:00',
  urlVote: '',
  lieu: 'Salle Gaveau',
  batiment: null,
  rue: '45 rue La Boétie',
  codePostal: '75008',
  commune: 'Paris',
  pays: 'FRA',
};

describe('meetings page', () => {
  afterEach(() => {
    act(() => modals.closeAll());
    vi.mocked(http).mockReset();
  });

  it('shows the loading text, then the empty illustration and message', async () => {
    let answer: (value: TAssemblee[]) => void = () => undefined;
    vi.mocked(http).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderWithProviders(<MeetingsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('assemblee.loading');
    act(() => answer([]));
    expect(await screen.findByText('assemblee.empty')).toBeInTheDocument();
    expect(screen.getByTestId('meetings-empty').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the error state when the meetings cannot be loaded', async () => {
    vi.mocked(http).mockRejectedValue(new Error('500'));
    await renderWithProviders(<MeetingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('assemblee.error');
  });

  it('refuses the vote of a meeting without a link, with no redirection modal', async () => {
    const user = userEvent.setup();
    vi.mocked(http).mockResolvedValue([meeting]);
    await renderWithProviders(
      <>
        <MeetingsPage />
        <ModalHost />
      </>,
    );
    expect(await screen.findByRole('tab', { name: 'assemblee.tab.label' })).toBeInTheDocument();
    expect(screen.getByTestId('meeting-address')).toHaveTextContent(
      'Salle Gaveau45 rue La Boétie75008 Paris',
    );
    await user.click(screen.getByRole('button', { name: 'assemblee.ouvert.button' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerte' });
    expect(dialog).toHaveTextContent('assemblee.vote.refused.link');
    expect(screen.queryByTestId('vote-modal')).toBeNull();
  });
});
