import { describe, expect, it } from 'vitest';
import { CHART, chartPoints, dateTickIndexes, priceTicks } from './chart-scale';

describe('quotes chart scale', () => {
  it('puts the oldest price left and the highest at the top of the plot', () => {
    const [first, second, third] = chartPoints([10, 20, 15]);
    expect(first!.x).toBe(CHART.left);
    expect(third!.x).toBe(CHART.width - CHART.right);
    expect(second!.y).toBe(CHART.top);
    expect(first!.y).toBe(CHART.height - CHART.bottom);
  });

  it('graduates the price axis from the lowest to the highest close', () => {
    const ticks = priceTicks([10, 40, 25]);
    expect(ticks.map((tick) => tick.value)).toEqual([10, 20, 30, 40]);
    expect(priceTicks([12, 12])).toHaveLength(1);
  });

  it('labels the first, middle and last day', () => {
    expect(dateTickIndexes(30)).toEqual([0, 14, 29]);
    expect(dateTickIndexes(2)).toEqual([0, 1]);
  });
});
