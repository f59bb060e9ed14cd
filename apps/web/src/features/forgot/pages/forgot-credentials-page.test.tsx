import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths, type TForgotCredentialsState } from '../../../config/paths';
import { FALLBACK_THEME } from '../../../lib/theme/fallback-config';
import { setThemeState } from '../../../lib/theme/theme-store';
import { renderWithProviders } from '../../../testing/render';
import { ForgotCredentialsPage } from './forgot-credentials-page';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderAt(state: TForgotCredentialsState | null) {
  await renderWithProviders(
    <Routes>
      <Route path={paths.forgotCredentials.path} element={<ForgotCredentialsPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { initialEntries: [{ pathname: paths.forgotCredentials.getHref(), state }] },
  );
}

describe('forgotcredentials', () => {
  beforeAll(() => setThemeState(FALLBACK_THEME));

  it('asks for a choice when none is made, then opens the chosen flow', async () => {
    const user = userEvent.setup();
    await renderAt(null);
    expect(screen.getByRole('radio', { name: 'forgot.credentials.password' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'forgot.credentials.continue' }));
    expect(screen.getByText('forgot.credentials.required')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'forgot.credentials.identifier' }));
    await user.click(screen.getByRole('button', { name: 'forgot.credentials.continue' }));
    expect(screen.getByTestId('where')).toHaveTextContent(paths.forgotIdentifiant.getHref());
  });

  it('comes with the password flow selected from the old-account need-help dialog', async () => {
    const user = userEvent.setup();
    await renderAt({ isPasswordFlow: true });
    expect(screen.getByRole('radio', { name: 'forgot.credentials.password' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'forgot.credentials.continue' }));
    expect(screen.getByTestId('where')).toHaveTextContent(paths.forgotPassword.getHref());
  });
});
