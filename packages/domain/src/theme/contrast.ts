/**
 * WCAG 2.1 contrast of two sRGB colours written #rrggbb: from 1 (same) to 21 (black on white).
 * Text needs 4.5:1 (AA), large text and interface parts 3:1.
 */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Text contrast WCAG 2.1 AA asks for normal-size text. */
export const TEXT_CONTRAST_AA = 4.5;
/** Contrast WCAG 2.1 AA asks for large text and the parts of a control (1.4.11). */
export const UI_CONTRAST_AA = 3;
