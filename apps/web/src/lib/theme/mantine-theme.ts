import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { TThemeConfig } from '@nomina/domain';

function parseHex(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? value.replace(/./g, (char) => char + char) : value;
  const number = Number.parseInt(full, 16);
  return [(number >> 16) & 255, (number >> 8) & 255, number & 255];
}

/** Mixes a colour with another one; weight is the share of `other`. */
export function mixColor(hex: string, other: string, weight: number): string {
  const [r1, g1, b1] = parseHex(hex);
  const [r2, g2, b2] = parseHex(other);
  const channel = (a: number, b: number) =>
    Math.round(a + (b - a) * weight)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r1, r2)}${channel(g1, g2)}${channel(b1, b2)}`;
}

/** Ten shades around the issuer's colours: index 6 is the primary, 7 its dark variant. */
function buildShades(primary: string, primaryDark: string): MantineColorsTuple {
  const light = [0.93, 0.85, 0.72, 0.58, 0.42, 0.22].map((weight) => mixColor(primary, '#ffffff', weight));
  return [
    ...light,
    primary,
    primaryDark,
    mixColor(primaryDark, '#000000', 0.2),
    mixColor(primaryDark, '#000000', 0.4),
  ] as unknown as MantineColorsTuple;
}

export function createIssuerTheme(config: TThemeConfig): MantineThemeOverride {
  return createTheme({
    primaryColor: 'issuer',
    primaryShade: 6,
    colors: { issuer: buildShades(config.colors.primary, config.colors.primaryDark) },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
  });
}
