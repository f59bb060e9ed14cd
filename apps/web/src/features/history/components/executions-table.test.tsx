import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { ExecutionsTable } from './executions-table';

describe('executions table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an order without execution as an illustrated empty state, not a table', async () => {
    const calls = stubApi(() => jsonResponse(200, { reference: 'R-1', executions: [] }));
    await renderWithProviders(
      <ExecutionsTable order={{ reference: 'R-1', idDemande: '42', devise: 'EUR' }} />,
    );
    const empty = await screen.findByTestId('executions-empty');
    expect(empty).toHaveTextContent('history.execution.none');
    expect(empty.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('executions-table')).toBeNull();
    expect(calls[0]!.path).toBe('/external/execution/details');
  });
});
