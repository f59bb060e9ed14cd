import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } },
  });
}

type TAppProvidersProps = { theme: MantineThemeOverride; queryClient: QueryClient; children: ReactNode };

/**
 * Mantine's CSS variables and global classes are written by lib/theme/apply-theme.ts through the
 * CSSOM instead of <style> elements, which the strict Content-Security-Policy would block.
 */
export function AppProviders({ theme, queryClient, children }: TAppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      withCssVariables={false}
      withGlobalClasses={false}
      forceColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
