import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import type { TThemeConfig } from '@nomina/domain';

/**
 * Writes the theme's CSS variables on <html> through the CSSOM. Mantine would otherwise inject a
 * <style> element, which the strict Content-Security-Policy (no 'unsafe-inline') blocks.
 */
export function applyCssVariables(
  override: MantineThemeOverride,
  config: TThemeConfig,
  root = document.documentElement,
): void {
  const { variables, light } = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, override));
  const all: Record<string, string> = {
    ...variables,
    ...light,
    '--mantine-color-scheme': 'light',
    // Mantine's defaults (red-6, gray-6) fall under the 4.5:1 contrast WCAG AA asks on white.
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-dimmed': '#495057',
    '--nomina-primary': config.colors.primary,
    '--nomina-primary-dark': config.colors.primaryDark,
    '--nomina-accent': config.colors.accent,
    '--nomina-surface': config.colors.surface,
  };
  Object.entries(all).forEach(([name, value]) => root.style.setProperty(name, value));
  root.setAttribute('data-mantine-color-scheme', 'light');
}

/** Page title and favicon follow config.head (spec 3 §1). */
export function applyHead(config: TThemeConfig): void {
  document.title = config.head.title;
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.appendChild(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = config.head.favicon;
}
