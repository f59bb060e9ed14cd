const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Spec 2 §9: a byte count in steps of 1024 with 2 decimals (e.g. 1536 → "1.50 KB"). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}
