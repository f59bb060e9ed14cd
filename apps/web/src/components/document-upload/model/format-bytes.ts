const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * Spec 2 §9: a byte count in steps of 1024 with 2 decimals, written in the reader's language
 * (1536 → "1.50 kB" in English, "1,50 ko" in French, "1,50 kB" in German).
 */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
