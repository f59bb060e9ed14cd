/** Layout of the quotes price chart: a plot box inside the SVG, with room for the axes' labels. */
export const CHART = { width: 420, height: 220, left: 58, right: 12, top: 12, bottom: 44 } as const;

export type TChartPoint = { x: number; y: number };

/** Where each closing price sits in the plot box: oldest left, the highest price at the top. */
export function chartPoints(values: readonly number[]): TChartPoint[] {
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const { min, max } = priceRange(values);
  const step = values.length > 1 ? plotWidth / (values.length - 1) : 0;
  return values.map((value, index) => ({
    x: CHART.left + index * step,
    y: CHART.top + (max === min ? plotHeight / 2 : plotHeight - ((value - min) / (max - min)) * plotHeight),
  }));
}

export function priceRange(values: readonly number[]): { min: number; max: number } {
  return values.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...values), max: Math.max(...values) };
}

/** The price-axis graduations: the lowest, the highest and evenly spaced ones between. */
export function priceTicks(values: readonly number[], count = 4): { value: number; y: number }[] {
  const { min, max } = priceRange(values);
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  if (values.length === 0) return [];
  if (max === min) return [{ value: min, y: CHART.top + plotHeight / 2 }];
  return Array.from({ length: count }, (_, index) => {
    const value = min + ((max - min) * index) / (count - 1);
    return { value, y: CHART.top + plotHeight - (plotHeight * index) / (count - 1) };
  });
}

/** The date-axis graduations: first, middle and last day of the series (indexes). */
export function dateTickIndexes(length: number): number[] {
  if (length === 0) return [];
  if (length < 3) return Array.from({ length }, (_, index) => index);
  return [0, Math.floor((length - 1) / 2), length - 1];
}
