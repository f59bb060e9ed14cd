import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPERATION_ERRORS } from '@nomina/domain';
import { onLogout } from '../../lib/session/logout';
import { renderWithProviders } from '../../testing/render';
import { PasswordConfirmModal, type TPasswordConfirmResult } from './password-confirm-modal';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubServer(answer: (url: string, body: Record<string, unknown>) => Response) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      return answer(url, body);
    }),
  );
  return calls;
}

async function open(
  type: 'acceptPlan' | 'purchase' | 'sale',
  onClose: (result: TPasswordConfirmResult) => void,
) {
  await renderWithProviders(
    <PasswordConfirmModal
      operationType={type}
      operationToken={'t'.repeat(43)}
      natureDemande={type === 'acceptPlan' ? 'ACCEPTATION_PLAN' : 'VENTE_TITRE'}
      onClose={onClose}
    />,
  );
  return screen.findByRole('dialog');
}

describe('password confirmation modal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels its button by operation type', async () => {
    await open('purchase', () => undefined);
    expect(screen.getByRole('button', { name: 'password.confirm.button.purchase' })).toBeInTheDocument();
  });

  it('refuses a blank password, shows a wrong one inline, and closes valid on the right one', async () => {
    const user = userEvent.setup();
    const calls = stubServer((_url, body) =>
      body.password === 'Right#Pass1'
        ? json(200, { status: 'valid', idAcceptationPlan: 101, reponse: 'O', dateReponse: 'x' })
        : json(403, { errorCode: OPERATION_ERRORS.wrongPassword, fields: { remainingAttempts: '4' } }),
    );
    const onClose = vi.fn();
    await open('acceptPlan', onClose);
    const submit = screen.getByRole('button', { name: 'password.confirm.button.validate' });
    await user.click(submit);
    expect(await screen.findByText('majpassword.text.empty')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('password.confirm.label'), 'Wrong#Pass1');
    await user.click(submit);
    expect(await screen.findByText(/password\.confirm\.error\.wrong/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(calls[0]!.url).toContain('/business/operation/update-response-acceptation');

    await user.type(screen.getByLabelText('password.confirm.label'), 'Right#Pass1');
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(expect.objectContaining({ status: 'valid' })));
  });

  it('at the attempt limit it closes and logs out', async () => {
    const user = userEvent.setup();
    stubServer((url) =>
      url.endsWith('/auth/logout')
        ? json(200, {})
        : json(403, { errorCode: OPERATION_ERRORS.attemptsExhausted }),
    );
    const loggedOut = vi.fn();
    const stop = onLogout(loggedOut);
    const onClose = vi.fn();
    await open('acceptPlan', onClose);
    await user.type(screen.getByLabelText('password.confirm.label'), 'Wrong#Pass5');
    await user.click(screen.getByRole('button', { name: 'password.confirm.button.validate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ status: 'cancelled' }));
    expect(loggedOut).toHaveBeenCalled();
    stop();
  });

  it('a stock operation without refDemande logs out', async () => {
    const user = userEvent.setup();
    const calls = stubServer((url) =>
      url.endsWith('/auth/logout') ? json(200, {}) : json(200, { status: 'valid' }),
    );
    const loggedOut = vi.fn();
    const stop = onLogout(loggedOut);
    const onClose = vi.fn();
    await open('sale', onClose);
    await user.type(screen.getByLabelText('password.confirm.label'), 'Right#Pass1');
    await user.click(screen.getByRole('button', { name: 'password.confirm.button.validate' }));
    await waitFor(() => expect(loggedOut).toHaveBeenCalled());
    expect(calls[0]!.url).toContain('/business/operation/validate');
    expect(onClose).toHaveBeenCalledWith({ status: 'cancelled' });
    stop();
  });
});
