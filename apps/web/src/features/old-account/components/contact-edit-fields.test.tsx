import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ContactEditFields, type TContactDraft } from './contact-edit-fields';

const phoneSettings = { allowedDialCodes: ['33'], mobileCheckDialCodes: ['33'] };
const initial = { telephone: '+33611223344', email: 'old@example.fr' };
// Without texts, labels show as their keys: the tests read keys.
const phoneField = () => screen.queryByRole('textbox', { name: 'general.field.mobile.new' });
const emailField = () => screen.queryByRole('textbox', { name: 'general.field.email.new' });

async function open(mode: 'phone' | 'email' | 'both', onSubmit: (draft: TContactDraft) => void = vi.fn()) {
  await renderWithProviders(
    <ContactEditFields
      mode={mode}
      initial={initial}
      phoneSettings={phoneSettings}
      fieldErrors={{}}
      isPending={false}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
}

describe('old account, contact edit fields', () => {
  it('shows only the contact being changed', async () => {
    await open('phone');
    expect(phoneField()).toBeInTheDocument();
    expect(emailField()).not.toBeInTheDocument();
  });

  it('shows the e-mail only when the e-mail changes', async () => {
    await open('email');
    expect(emailField()).toBeInTheDocument();
    expect(phoneField()).not.toBeInTheDocument();
  });

  it('changes both the phone and the e-mail in both mode (spec 1 §2 item 4)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await open('both', onSubmit);
    await user.clear(phoneField()!);
    await user.type(phoneField()!, '0699887766');
    await user.clear(emailField()!);
    await user.type(emailField()!, ' new@example.fr ');
    await user.click(screen.getByRole('button', { name: 'oldaccount.contact.save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { telephone: '+33699887766', email: 'new@example.fr' },
        expect.anything(),
      ),
    );
  });

  it('shows the phone rule in both mode instead of refusing silently', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await open('both', onSubmit);
    await user.clear(phoneField()!);
    await user.click(screen.getByRole('button', { name: 'oldaccount.contact.save' }));
    expect(await screen.findByText('form.field.validator.message')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
