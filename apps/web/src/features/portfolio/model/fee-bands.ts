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
