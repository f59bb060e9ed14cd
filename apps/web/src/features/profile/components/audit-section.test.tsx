import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { AuditSection } from './audit-section';

describe('profile, the audit trail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a placeholder while the trail loads, then the table', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response);
    await renderWithProviders(<AuditSection />);
    const region = screen.getByTestId('profile-audit');
    expect(within(region).getByTestId('audit-loading')).toBeInTheDocument();
    expect(within(region).queryByText('profil.audit.empty')).toBeNull();

    await act(async () => answer(jsonResponse(200, [])));
    expect(await within(region).findByText('profil.audit.empty')).toBeInTheDocument();
    expect(within(region).queryByTestId('audit-loading')).toBeNull();
  });

  it('shows the server error when the trail cannot be read, not an empty table', async () => {
    stubApi(() => jsonResponse(403, { errorCode: 'general.error.account.none' }));
    await renderWithProviders(<AuditSection />);
    const region = screen.getByTestId('profile-audit');
    expect(await within(region).findByRole('alert')).toHaveTextContent('general.error.account.none');
    expect(within(region).queryByTestId('audit-list')).toBeNull();
  });
});
