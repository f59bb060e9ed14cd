import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../components/modals/modal-host';
import { modals } from '../../../components/modals/modal-store';
import { renderWithProviders } from '../../../testing/render';
import type { TDocumentItem } from '../model/document-item';
import { DocumentList } from './document-list';

type TLoad = TDocumentItem['versions'][number]['load'];

function item(load: TLoad): TDocumentItem {
  return {
    id: 'a',
    title: 'Relevé annuel 2024',
    details: ['31/12/2024'],
    versions: [{ language: 'fr', load }],
  };
}

describe('document list', () => {
  afterEach(() => act(() => modals.closeAll()));

  it('shows the download warning of spec 3 §8 when a document cannot be fetched', async () => {
    const user = userEvent.setup();
    const load = vi.fn().mockRejectedValue(new Error('500'));
    await renderWithProviders(
      <>
        <DocumentList items={[item(load)]} label="Relevés" />
        <ModalHost />
      </>,
    );

    await user.click(screen.getByRole('button', { name: /documentation\.action\.download/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Alerte' });
    expect(dialog).toHaveTextContent('general.download.error');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers one entry per document, its other languages as a choice, and loads the chosen one', async () => {
    const user = userEvent.setup();
    const loadFr = vi.fn().mockRejectedValue(new Error('500'));
    const loadEn = vi.fn().mockRejectedValue(new Error('500'));
    await renderWithProviders(
      <>
        <DocumentList
          items={[
            {
              id: 'a',
              title: 'Relevé annuel 2024',
              details: [],
              versions: [
                { language: 'fr', load: loadFr },
                { language: 'en', load: loadEn },
              ],
            },
          ]}
          label="Relevés"
        />
        <ModalHost />
      </>,
    );
    expect(screen.getAllByRole('button', { name: /documentation\.action\.download/ })).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox'), '1');
    await user.click(screen.getByRole('button', { name: /documentation\.action\.download/ }));
    await screen.findByRole('dialog', { name: 'Alerte' });
    expect(loadEn).toHaveBeenCalledTimes(1);
    expect(loadFr).not.toHaveBeenCalled();
  });

  it('says so when there is no document, with no list to scroll', async () => {
    await renderWithProviders(<DocumentList items={[]} label="Relevés" />);
    expect(screen.getByText('documentation.empty')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Relevés' })).toBeNull();
  });
});
