import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { NewPasswordField, newPasswordError, type TNewPassword } from './new-password-field';

const lengths = { min: 12, max: 20 };

function Harness({ showErrors = false }: { showErrors?: boolean }) {
  const [value, setValue] = useState<TNewPassword>({ password: '', confirmation: '' });
  return <NewPasswordField value={value} onChange={setValue} lengths={lengths} showErrors={showErrors} />;
}

const isMet = (rule: string) => document.querySelector(`[data-rule="${rule}"]`)?.getAttribute('data-met');

describe('NewPasswordField', () => {
  it('ticks each strength rule as it is met', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    const password = screen.getByLabelText('password.new.label');

    await user.type(password, 'abc');
    expect(isMet('hasLowerCase')).toBe('true');
    expect(isMet('hasUpperCase')).toBe('false');
    expect(isMet('minlength')).toBe('false');

    await user.type(password, 'DEF12#ghijk');
    for (const rule of [
      'hasUpperCase',
      'hasLowerCase',
      'hasNumber',
      'hasSpecialChar',
      'minlength',
      'maxlength',
    ])
      expect(isMet(rule), rule).toBe('true');

    await user.type(password, 'xxxxxxxxxx');
    expect(isMet('maxlength')).toBe('false');
  });

  it('shows and hides the password with the toggle', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    const password = screen.getByLabelText('password.new.label');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'login.password.toggle' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
  });

  it('tells the first problem of the pair', () => {
    expect(newPasswordError({ password: ' ', confirmation: '' }, lengths)).toBe(
      'form.field.validator.message',
    );
    expect(newPasswordError({ password: 'short', confirmation: 'short' }, lengths)).toBe(
      'password.rules.unmet',
    );
    expect(newPasswordError({ password: 'Nomina#Demo2025', confirmation: 'Nomina#Demo2024' }, lengths)).toBe(
      'password.confirm.mismatch',
    );
    expect(
      newPasswordError({ password: 'Nomina#Demo2025', confirmation: 'Nomina#Demo2025' }, lengths),
    ).toBeNull();
  });

  it('shows the mismatch on the confirmation once errors are shown', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness showErrors />);
    await user.type(screen.getByLabelText('password.new.label'), 'Nomina#Demo2025');
    await user.type(screen.getByLabelText('password.new.confirm.label'), 'Nomina#Demo');
    expect(screen.getByText('password.confirm.mismatch')).toBeInTheDocument();
  });
});
