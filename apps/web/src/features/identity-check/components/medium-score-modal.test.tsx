import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../components/modals/modal-host';
import { modals } from '../../../components/modals/modal-store';
import { ApiError } from '../../../lib/http/api-error';
import { renderWithProviders } from '../../../testing/render';
import { updateMediumContact } from '../api/identity-check-api';
import { MediumScoreModal } from './medium-score-modal';

vi.mock('../api/identity-check-api', () => ({ updateMediumContact: vi.fn() }));

const RULES = { allowedDialCodes: ['33'], mobileCheckDialCodes: ['33'] };

async function open(email: string) {
  await renderWithProviders(
    <>
      <MediumScoreModal
        mode="visitor"
        secondToken={'s'.repeat(43)}
        initial={{ phone: '+33612345678', email }}
        phoneSettings={RULES}
        onSent={() => undefined}
        onLeave={() => undefined}
      />
      <ModalHost />
    </>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Valider' }));
}

describe('medium-score modal', () => {
  afterEach(() => {
    act(() => modals.closeAll());
    vi.mocked(updateMediumContact).mockReset();
  });

  // The same schema as the API's update-contact (domain makeZMediumContact): the same keys.
  it('tells a blank e-mail as missing and a malformed one as malformed, sending nothing', async () => {
    await open(' ');
    expect(await screen.findByText('form.field.validator.message')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'idcheck.medium.email' }), 'nope');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('form.field.validator.email')).toBeInTheDocument();
    expect(updateMediumContact).not.toHaveBeenCalled();
  });

  it('sends the contacts trimmed', async () => {
    vi.mocked(updateMediumContact).mockResolvedValue({ updated: true });
    await open(' Marie.Dupont@Example.FR ');
    await waitFor(() =>
      expect(updateMediumContact).toHaveBeenCalledWith('visitor', {
        verificationKey: 's'.repeat(43),
        telephone: '+33612345678',
        mail: 'Marie.Dupont@Example.FR',
        lang: expect.any(String),
      }),
    );
  });

  it("shows a refused update in the error alert with the server's code, the field marked too (spec 2 §8)", async () => {
    vi.mocked(updateMediumContact).mockRejectedValue(
      new ApiError(400, {
        errorCode: 'vialink.error.contact',
        fields: { mail: 'form.field.validator.email' },
      }),
    );
    await open('marie.dupont@example.fr');
    const alert = await screen.findByTestId('alert-modal-error');
    expect(alert).toHaveTextContent('vialink.error.contact');
    expect(screen.getByText('form.field.validator.email')).toBeInTheDocument();
  });
});
