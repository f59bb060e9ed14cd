import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../lib/i18n/i18n';

/** French texts the component tests read; any other key shows as itself. */
const TEST_TEXTS: Record<string, string> = {
  'general.close': 'Fermer',
  'general.cancel': 'Annuler',
  'general.validate': 'Valider',
  'general.warning.alert': 'Alerte',
  'general.warning.error': 'Erreur',
};

export async function renderWithProviders(ui: ReactElement) {
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: 'fr',
      resources: { fr: { translation: TEST_TEXTS } },
      keySeparator: false,
      nsSeparator: false,
    });
  }
  return render(
    <MantineProvider withCssVariables={false} withGlobalClasses={false}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}
