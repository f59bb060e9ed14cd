import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { PhoneInput } from './phone-input';

const settings = { allowedDialCodes: ['33', '44'], mobileCheckDialCodes: ['33'] };

describe('PhoneInput', () => {
  it('filters keys and emits only the E.164 number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<PhoneInput label="Mobile" onChange={onChange} settings={settings} />);
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '06a11b223344');
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveValue('0611223344');
    expect(onChange).toHaveBeenLastCalledWith('+33611223344');
  });

  it('shows the mobile message for a French landline once left', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PhoneInput label="Mobile" onChange={vi.fn()} settings={settings} />);
    const field = screen.getByRole('textbox', { name: 'Mobile' });
    await user.type(field, '0145678901');
    expect(screen.queryByText('form.field.validator.phone')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('form.field.validator.phone')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts from a stored number in its country', async () => {
    await renderWithProviders(
      <PhoneInput label="Mobile" defaultValue="+447400123456" onChange={vi.fn()} settings={settings} />,
    );
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveValue('07400 123456');
  });
});
