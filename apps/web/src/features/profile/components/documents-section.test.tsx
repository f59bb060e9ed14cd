import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { DocumentsSection } from './documents-section';

describe('profile, the documents sent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a placeholder while the list loads, then the table, the upload form shown throughout', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response);
    await renderWithProviders(<DocumentsSection />);
    const region = screen.getByTestId('profile-documents');
    expect(within(region).getByTestId('justif-loading')).toBeInTheDocument();
    expect(within(region).queryByText('profil.documents.empty')).toBeNull();
    expect(within(region).getByRole('button', { name: 'profil.documents.send' })).toBeInTheDocument();

    await act(async () => answer(jsonResponse(200, [])));
    expect(await within(region).findByText('profil.documents.empty')).toBeInTheDocument();
    expect(within(region).queryByTestId('justif-loading')).toBeNull();
  });

  it('shows the server error when the list cannot be read, not an empty table', async () => {
    stubApi(() => jsonResponse(403, { errorCode: 'general.error.account.none' }));
    await renderWithProviders(<DocumentsSection />);
    const region = screen.getByTestId('profile-documents');
    expect(await within(region).findByRole('alert')).toHaveTextContent('general.error.account.none');
    expect(within(region).queryByTestId('justif-list')).toBeNull();
  });
});
