import { OPERATION_ERRORS } from '@nomina/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../components/modals/modal-host';
import { modals } from '../../../components/modals/modal-store';
import { onLogout, readLogoutReason } from '../../../lib/session/logout';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { PasswordPage } from './password-page';

describe('change-password page', () => {
  afterEach(() => {
    act(() => modals.closeAll());
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('at the attempts limit, explains it, then logs out saying why', async () => {
    const user = userEvent.setup();
    const calls = stubApi((path) => {
      if (path === '/auth/account/password-rules') return jsonResponse(200, { min: 8, max: 30 });
      if (path === '/auth/account/updatePassword')
        return jsonResponse(403, { errorCode: OPERATION_ERRORS.attemptsExhausted });
      return jsonResponse(200, {});
    });
    const loggedOut = vi.fn();
    const stop = onLogout(loggedOut);
    await renderWithProviders(
      <>
        <PasswordPage />
        <ModalHost />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'maj_password.submit' })).toBeEnabled());
    await user.type(screen.getByLabelText('maj_password.current.label', { exact: false }), 'Wrong#Pass5');
    await user.type(screen.getByLabelText('password.new.label', { exact: false }), 'New#Passw0rd');
    await user.type(screen.getByLabelText('password.new.confirm.label', { exact: false }), 'New#Passw0rd');
    await user.click(screen.getByRole('button', { name: 'maj_password.submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Alerte' });
    expect(dialog).toHaveTextContent(OPERATION_ERRORS.attemptsExhausted);
    expect(loggedOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));

    await waitFor(() => expect(loggedOut).toHaveBeenCalled());
    expect(readLogoutReason()).toBe('attempts');
    expect(calls.some((call) => call.path === '/auth/account/updatePassword')).toBe(true);
    stop();
  });
});
