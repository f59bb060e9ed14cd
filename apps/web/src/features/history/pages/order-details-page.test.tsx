import { ERROR_CODES } from '@nomina/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { OrderDetailsPage } from './order-details-page';

/** The page at details?id=42, its details call answering `status` with `errorCode`. */
async function openFailing(status: number, errorCode: string) {
  stubApi(() => jsonResponse(status, { errorCode }));
  await renderWithProviders(<OrderDetailsPage />, { initialEntries: ['/histo_ope_bourse/details?id=42'] });
  return screen.findByRole('alert');
}

describe('order details page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the operation is not found only when the server says so (404)', async () => {
    expect(await openFailing(404, 'history.details.notfound.server')).toHaveTextContent(
      /^history\.details\.notfound$/,
    );
  });

  it('says the tab is refused on a 403', async () => {
    expect(await openFailing(403, 'whatever.refused')).toHaveTextContent(ERROR_CODES.moduleRefused);
  });

  it('shows what the server answered on any other failure', async () => {
    const alert = await openFailing(500, ERROR_CODES.technical);
    expect(alert).toHaveTextContent(ERROR_CODES.technical);
    expect(alert).not.toHaveTextContent('history.details.notfound');
  });

  it('says not found without asking the server when there is no id', async () => {
    const calls = stubApi(() => jsonResponse(200, {}));
    await renderWithProviders(<OrderDetailsPage />, { initialEntries: ['/histo_ope_bourse/details'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('history.details.notfound');
    expect(calls).toEqual([]);
  });
});
