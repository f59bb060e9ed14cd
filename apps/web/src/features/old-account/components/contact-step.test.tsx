import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../components/modals/modal-host';
import { modals } from '../../../components/modals/modal-store';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { ContactStep } from './contact-step';

const KEY = 'k'.repeat(32);
const contact = { telephone: '+33677889900', email: 'emilie.laurent@example.fr', consentementSms: false };
const contacts = {
  hasPhone: true,
  hasEmail: true,
  maskedPhone: '+336******00',
  maskedEmail: 'e***@example.fr',
};

const json = jsonResponse;

/** The server as the step reaches it; answers by path, and keeps the calls in order. */
function stubServer(consentAnswer: () => Response) {
  const calls = stubApi((path) => {
    if (path === '/auth/exolis/consentSms') return consentAnswer();
    if (path === '/auth/exolis/update-contacts') return json(200, { done: true });
    if (path === '/auth/exolis/send-identifiant') return json(200, { login: 'elaurent01' });
    return json(200, { allowedDialCodes: ['33'], mobileCheckDialCodes: ['33'] });
  });
  return { paths: () => calls.map((call) => call.path).filter((path) => path !== '/resource/phone'), calls };
}

async function open(onDone = vi.fn(), given = false) {
  await renderWithProviders(
    <>
      <ContactStep
        verificationKey={KEY}
        issuer={{ emetIden: 1001, emetLibe: 'Aubépine Industries' }}
        contact={{ ...contact, consentementSms: given }}
        contacts={contacts}
        onDone={onDone}
        onExpired={vi.fn()}
      />
      <ModalHost />
    </>,
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('old account, contact step and the SMS consent (spec 1 §4)', () => {
  afterEach(() => {
    act(() => modals.closeAll());
    vi.unstubAllGlobals();
  });

  it('records the consent with the flow key before confirming the contacts as they are', async () => {
    const user = userEvent.setup();
    const server = stubServer(() => json(200, true));
    const onDone = vi.fn();
    await open(onDone);
    await user.click(screen.getByRole('checkbox', { name: 'oldaccount.contact.consent' }));
    await user.click(button('oldaccount.contact.confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('elaurent01'));
    expect(server.paths()).toEqual([
      '/auth/exolis/consentSms',
      '/auth/exolis/update-contacts',
      '/auth/exolis/send-identifiant',
    ]);
    expect(server.calls.find((call) => call.path === '/auth/exolis/consentSms')!.body).toEqual({
      verificationKey: KEY,
    });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it.each([
    ['a false answer', () => json(200, false)],
    ['an error', () => json(500, { errorCode: 'api.technical.error' })],
  ])('stops the action with the error alert on %s', async (_case, answer) => {
    const user = userEvent.setup();
    const server = stubServer(answer);
    const onDone = vi.fn();
    await open(onDone);
    await user.click(screen.getByRole('checkbox', { name: 'oldaccount.contact.consent' }));
    await user.click(button('signup.contact.edit.both'));
    const alert = await screen.findByRole('dialog', { name: 'Alerte' });
    expect(alert).toHaveTextContent('signup.consent.error');
    expect(screen.getByTestId('alert-modal-error')).toBeInTheDocument();
    expect(server.paths()).toEqual(['/auth/exolis/consentSms']);
    expect(screen.queryByText('oldaccount.change.identity.title')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('opens an edit once the consent is recorded, and asks no more after', async () => {
    const user = userEvent.setup();
    const server = stubServer(() => json(200, true));
    await open();
    await user.click(screen.getByRole('checkbox', { name: 'oldaccount.contact.consent' }));
    await user.click(button('signup.contact.edit.both'));
    expect(await screen.findByText('oldaccount.change.identity.title')).toBeInTheDocument();
    await user.click(button('Annuler'));
    await user.click(button('oldaccount.contact.edit.phone'));
    expect(await screen.findByText('oldaccount.change.identity.title')).toBeInTheDocument();
    expect(server.paths()).toEqual(['/auth/exolis/consentSms']);
  });

  it('makes no consent call when the consent is already given', async () => {
    const user = userEvent.setup();
    const server = stubServer(() => json(200, true));
    await open(vi.fn(), true);
    await user.click(button('oldaccount.contact.edit.email'));
    expect(await screen.findByText('oldaccount.change.identity.title')).toBeInTheDocument();
    expect(server.paths()).toEqual([]);
  });
});
