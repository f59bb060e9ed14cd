import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { UsefulLinksPage } from './useful-links-page';

vi.mock('../../../lib/session/user-access', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/session/user-access')>()),
  readSelectedHolder: () => ({ emetIden: 1001 }),
}));

describe('useful links page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an issuer without links as an illustrated empty state', async () => {
    const calls = stubApi(() => jsonResponse(200, []));
    await renderWithProviders(<UsefulLinksPage />);
    const empty = await screen.findByTestId('useful-links-empty');
    expect(empty).toHaveTextContent('liens.empty');
    expect(empty.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(calls[0]!.path).toBe('/resource/liens/1001');
  });
});
