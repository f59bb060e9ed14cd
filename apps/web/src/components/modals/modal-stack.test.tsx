import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation, useNavigationType } from 'react-router';
import { paths } from '../../config/paths';
import { renderWithProviders } from '../../testing/render';
import { ModalHost } from './modal-host';
import { modals } from './modal-store';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${pathname}`}</p>;
}

describe('a modal that redirects once closed', () => {
  afterEach(() => act(() => modals.closeAll()));

  it.each([
    [
      'the contact form replaces the page that sent the visitor',
      paths.contactUsFormCall.getHref(),
      'REPLACE',
    ],
    ['any other page is pushed', paths.login.getHref(), 'PUSH'],
  ])('%s', async (_title, redirectTo, navigation) => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <ModalHost />
        <Where />
      </>,
      { initialEntries: ['/somewhere'] },
    );
    act(() => {
      void modals.alert({ kind: 'error', body: 'Texte', redirectTo });
    });
    await user.click(await screen.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`${navigation} ${redirectTo}`));
  });
});
