import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, type MemoryRouterProps } from 'react-router';
import { i18n } from '../lib/i18n/i18n';

/** French texts the component tests read; any other key shows as itself. */
const TEST_TEXTS: Record<string, string> = {
  'general.close': 'Fermer',
  'general.cancel': 'Annuler',
  'general.validate': 'Valider',
  'general.warning.alert': 'Alerte',
  'general.warning.error': 'Erreur',
};

/** `initialEntries`: where the memory router starts (path, and navigation state if any). */
export type TRenderOptions = { initialEntries?: MemoryRouterProps['initialEntries'] };

export async function renderWithProviders(ui: ReactElement, { initialEntries }: TRenderOptions = {}) {
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
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter {...(initialEntries ? { initialEntries } : {})}>{ui}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
