import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { HolderFaqPage } from './faq-page';

const ENTRY = {
  id: 1,
  categorieLibelle: 'faq.category.ACCES',
  question: 'faq.q.one',
  reponse: 'faq.a.one',
};

describe('FAQ page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is loading, then shows the questions', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response);
    await renderWithProviders(<HolderFaqPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('general.loading');
    expect(screen.queryByText('faq.search.empty')).toBeNull();

    await act(async () => answer(jsonResponse(200, [ENTRY])));
    expect(await screen.findByRole('button', { name: 'faq.q.one' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server error when the questions cannot be loaded', async () => {
    stubApi(() => jsonResponse(403, { errorCode: 'general.error.account.none' }));
    await renderWithProviders(<HolderFaqPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('general.error.account.none');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('faq.search.empty')).toBeNull();
  });
});
