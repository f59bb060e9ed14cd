import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../components/modals/modal-host';
import { modals } from '../../../components/modals/modal-store';
import { paths } from '../../../config/paths';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { signupStore } from '../model/signup-store';
import { ContactStep } from './contact-step';

const KEY = 'k'.repeat(32);

/** The server as the step reaches it: the consent answers `consentAnswer`, the rest as usual. */
function stubServer(consentAnswer: () => Response) {
  const calls = stubApi((path) => {
    if (path === '/auth/firstconnexion/consentSms') return consentAnswer();
    if (path === '/auth/authenticate/cgu/current') return jsonResponse(200, { version: null });
    return jsonResponse(200, { allowedDialCodes: ['33'], mobileCheckDialCodes: ['33'] });
  });
  return { consentCalls: () => calls.filter((call) => call.path === '/auth/firstconnexion/consentSms') };
}

async function open(given: boolean) {
  signupStore.linkOpened({
    login: 'gfontaine1',
    verificationKey: KEY,
    purpose: 'SIGNUP',
    passwordRules: { min: 12, max: 64 },
  });
  signupStore.codeValidated({
    telephone: '+33666778899',
    email: 'gabriel.fontaine@example.fr',
    consentementSms: given,
  });
  await renderWithProviders(
    <>
      <Routes>
        <Route path={paths.firstConnexion.path} element={<ContactStep onRestart={vi.fn()} />} />
        <Route path={paths.firstConnexionJustificatifs.path} element={<p>document check</p>} />
      </Routes>
      <ModalHost />
    </>,
    { initialEntries: [paths.firstConnexion.getHref()] },
  );
}

const checkButton = () => screen.getByRole('button', { name: 'idcheck.signup.link' });

describe('sign-up contact step, the way to the document check (spec 2 §7 call 1, §8)', () => {
  afterEach(() => {
    act(() => modals.closeAll());
    signupStore.clear();
    vi.unstubAllGlobals();
  });

  it('waits for the consent box, records the consent with the flow key, then opens the check', async () => {
    const user = userEvent.setup();
    const server = stubServer(() => jsonResponse(200, true));
    await open(false);
    expect(checkButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(checkButton());
    expect(server.consentCalls()).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'signup.consent.label' }));
    await user.click(checkButton());
    expect(await screen.findByText('document check')).toBeInTheDocument();
    expect(server.consentCalls().map((call) => call.body)).toEqual([{ verificationKey: KEY }]);
    expect(signupStore.get().contact?.consentementSms).toBe(true);
  });

  it('stops on a refused consent with the warning alert, and stays on the step', async () => {
    const user = userEvent.setup();
    stubServer(() => jsonResponse(200, false));
    await open(false);
    await user.click(screen.getByRole('checkbox', { name: 'signup.consent.label' }));
    await user.click(checkButton());
    const alert = await screen.findByTestId('alert-modal-warning');
    expect(alert).toHaveTextContent('signup.consent.error');
    expect(screen.queryByText('document check')).not.toBeInTheDocument();
  });

  it('opens the check at once when the consent was given before, with no call', async () => {
    const user = userEvent.setup();
    const server = stubServer(() => jsonResponse(200, true));
    await open(true);
    await user.click(checkButton());
    expect(await screen.findByText('document check')).toBeInTheDocument();
    expect(server.consentCalls()).toEqual([]);
  });
});
