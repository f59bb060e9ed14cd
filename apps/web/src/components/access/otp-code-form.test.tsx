import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ModalHost } from '../modals/modal-host';
import { modals } from '../modals/modal-store';
import { OtpCodeForm } from './otp-code-form';

// Without texts, labels show as their keys: the tests read keys.
const field = () => screen.getByRole('textbox', { name: 'otp.code.label' });
const validate = () => screen.getByRole('button', { name: 'Valider' });

describe('OtpCodeForm', () => {
  afterEach(() => act(() => modals.closeAll()));

  it('ignores non-digit keys and enables validate only at 6 digits', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<OtpCodeForm onSubmit={vi.fn()} />);

    await user.type(field(), '12a3-45');
    expect(field()).toHaveValue('12345');
    expect(validate()).toBeDisabled();

    await user.type(field(), '67');
    expect(field()).toHaveValue('123456');
    expect(validate()).toBeEnabled();
  });

  it('validates with Enter and passes the code', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    await renderWithProviders(<OtpCodeForm onSubmit={onSubmit} />);
    await user.type(field(), '654321{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('654321');
  });

  it('does not submit an incomplete code and says why once the field is left', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithProviders(<OtpCodeForm onSubmit={onSubmit} />);
    await user.type(field(), '123{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('form.validator.otp.length')).toBeInTheDocument();
  });

  it('says the field is required once left empty', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<OtpCodeForm onSubmit={vi.fn()} />);
    await user.click(field());
    await user.tab();
    expect(screen.getByText('form.field.validator.message')).toBeInTheDocument();
  });

  it('reports a pasted non-digit with the alphanumeric message', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<OtpCodeForm onSubmit={vi.fn()} />);
    await user.click(field());
    await user.paste('12ab56');
    expect(screen.getByText('form.validator.alphanumeric')).toBeInTheDocument();
    expect(validate()).toBeDisabled();
  });

  it('shows the server error inline and a loader while checking', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderWithProviders(<OtpCodeForm onSubmit={onSubmit} errorCode="otp.error.invalid" />);
    expect(screen.getByText('otp.error.invalid')).toBeInTheDocument();
    await user.type(field(), '111111{Enter}');
    expect(validate()).toBeDisabled();
    expect(validate().querySelector('[data-loading="true"]')).not.toBeNull();
    await act(async () => finish());
    expect(validate()).toBeEnabled();
  });

  it('opens the no-code warning only when a contact link is given', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <OtpCodeForm onSubmit={vi.fn()} noCodeHref="/contact-us" />
        <ModalHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'otp.nocode.link' }));
    const dialog = await screen.findByRole('dialog', { name: 'otp.nocode.title' });
    expect(dialog).toHaveTextContent('otp.nocode.text');
    expect(screen.getByRole('button', { name: 'otp.nocode.contact' })).toBeInTheDocument();
  });
});
