/**
 * The points of a line chart of `values` in a width × height box (SVG polyline syntax), the
 * highest value at the top; a flat series sits in the middle. Empty input gives ''.
 */
export function sparklinePoints(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const range = max - min;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  return values
    .map((value, index) => {
      const y = range === 0 ? height / 2 : height - ((value - min) / range) * height;
      return `${round(index * step)},${round(y)}`;
    })
    .join(' ');
}

/** The fee bands of a schedule that are in use: up to `amount` (null: no upper bound), `percent`. */
export type TFeeBand = { upTo: number | null; percent: number };

export function feeBands(bareme: Record<string, unknown>): TFeeBand[] {
  const bands: TFeeBand[] = [];
  for (let index = 0; index <= 9; index += 1) {
    const percent = bareme[`percent${index}D`];
    const amount = bareme[`amount${index}D`];
    if (typeof percent !== 'number') continue;
    bands.push({ upTo: typeof amount === 'number' ? amount : null, percent });
  }
  return bands;
}
