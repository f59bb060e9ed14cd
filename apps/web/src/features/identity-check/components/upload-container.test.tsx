import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { onLogout } from '../../../lib/session/logout';
import { FALLBACK_THEME } from '../../../lib/theme/fallback-config';
import { setThemeState } from '../../../lib/theme/theme-store';
import { renderWithProviders } from '../../../testing/render';
import * as api from '../api/identity-check-api';
import { pollStatus } from '../model/polling';
import { UploadContainer } from './upload-container';

vi.mock('../api/identity-check-api', () => ({
  createConnectedSession: vi.fn(),
  createVisitorSession: vi.fn(),
  uploadDocument: vi.fn(),
  uploadSide: vi.fn(),
  deleteDocument: vi.fn(),
  submitControl: vi.fn(),
  controlStatus: vi.fn(),
  updateMediumContact: vi.fn(),
}));
// The 6 s polling is tested on its own (identity-check.test.ts): here the control answers at once.
vi.mock('../model/polling', async (original) => ({
  ...(await original<typeof import('../model/polling')>()),
  pollStatus: vi.fn(),
}));
// The issuer and phone-rule lookups stay pending: the screen works without them.
vi.mock('../../../lib/http/http-client', () => ({ http: vi.fn(() => new Promise(() => undefined)) }));

const MB = 1024 * 1024;
const VISITOR = { verificationKey: 'k'.repeat(30), phone: '+33612345678', email: 'a@example.fr' };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderCheck(mode: 'visitor' | 'connected') {
  await renderWithProviders(
    <Routes>
      <Route path="/check" element={<UploadContainer mode={mode} visitor={VISITOR} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { initialEntries: ['/check'] },
  );
}

const pickFile = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return userEvent.setup().upload(screen.getByLabelText('idcheck.drop.pick'), file);
};

describe('identity-check upload container', () => {
  beforeAll(() => setThemeState(FALLBACK_THEME));
  afterEach(() => vi.clearAllMocks());

  it('refuses a file above its size bound before opening a session or sending it', async () => {
    await renderCheck('connected');
    await pickFile('passeport.png', 'image/png', 4 * MB + 1);
    expect(screen.getByTestId('idcheck-message')).toHaveTextContent('contact.file.imageSize');
    await pickFile('cni.pdf', 'application/pdf', 12 * MB + 1);
    expect(screen.getByTestId('idcheck-message')).toHaveTextContent('vialink.error.pdf');
    expect(api.createConnectedSession).not.toHaveBeenCalled();
    expect(api.uploadDocument).not.toHaveBeenCalled();
  });

  describe('leaving the medium-score modal (spec 2 §4 leaving goes to login)', () => {
    const leaveMediumModal = async () => {
      const secondToken = { secondToken: 's'.repeat(43) };
      vi.mocked(api.createConnectedSession).mockResolvedValue(secondToken);
      vi.mocked(api.createVisitorSession).mockResolvedValue(secondToken);
      vi.mocked(api.uploadDocument).mockResolvedValue({
        id: 'd1',
        type: 'PASSPORT',
        subType: 'PASSPORT',
        status: 'UPLOADED',
      });
      vi.mocked(api.submitControl).mockResolvedValue({ status: 'PENDING' });
      vi.mocked(pollStatus).mockResolvedValue({ kind: 'done', status: 'DONE', scoreRange: 'MEDIUM' });
      const user = userEvent.setup();
      await pickFile('passeport.png', 'image/png', 1000);
      await user.click(await screen.findByRole('button', { name: 'idcheck.analyse' }));
      const modal = await screen.findByRole('dialog', { name: 'idcheck.medium.title' });
      await user.click(within(modal).getByRole('button', { name: 'Fermer' }));
      await user.click(within(modal).getByRole('button', { name: 'idcheck.medium.confirm.leave' }));
    };

    it('logs a signed-in holder out, whom the login page would send back to the dashboard', async () => {
      const loggedOut = vi.fn();
      const stop = onLogout(loggedOut);
      await renderCheck('connected');
      await leaveMediumModal();
      stop();
      expect(loggedOut).toHaveBeenCalledTimes(1);
    });

    it('takes a visitor to the login page', async () => {
      const loggedOut = vi.fn();
      const stop = onLogout(loggedOut);
      await renderCheck('visitor');
      await leaveMediumModal();
      stop();
      expect(await screen.findByTestId('where')).toHaveTextContent(paths.login.getHref());
      expect(loggedOut).not.toHaveBeenCalled();
    });
  });
});
