import type { MantineThemeOverride } from '@mantine/core';
import { initI18n } from '../lib/i18n/i18n';
import { applyCssVariables, applyHead } from '../lib/theme/apply-theme';
import { fetchTheme } from '../lib/theme/fetch-theme';
import { createIssuerTheme } from '../lib/theme/mantine-theme';
import { setThemeState } from '../lib/theme/theme-store';

let started: Promise<MantineThemeOverride> | null = null;

/** Before the first screen: resolve the issuer theme, dress the page, load its texts (once). */
export function bootstrapApp(): Promise<MantineThemeOverride> {
  started ??= runBootstrap();
  return started;
}

async function runBootstrap(): Promise<MantineThemeOverride> {
  const theme = await fetchTheme();
  const mantineTheme = createIssuerTheme(theme.config);
  applyCssVariables(mantineTheme, theme.config);
  applyHead(theme.config);
  setThemeState(theme);
  await initI18n(theme.themeId);
  return mantineTheme;
}
