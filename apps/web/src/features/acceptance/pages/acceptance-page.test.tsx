import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { AcceptancePage } from './acceptance-page';

describe('acceptance page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows no plan awaiting an answer as an illustrated empty state leading to the rights', async () => {
    stubApi(() => jsonResponse(200, []));
    await renderWithProviders(<AcceptancePage />);
    const empty = await screen.findByTestId('acceptation-empty');
    expect(empty).toHaveTextContent('acceptation.empty');
    expect(empty.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(empty).getByRole('link', { name: 'empty.action.rights' })).toHaveAttribute(
      'href',
      '/droits',
    );
    expect(screen.queryByTestId('acceptation-steps')).toBeNull();
  });
});
