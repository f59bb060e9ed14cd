import { describe, expect, it } from 'vitest';
import { feeBands, sparklinePoints } from './sparkline';

describe('sparklinePoints', () => {
  it('spreads the values over the width, highest at the top', () => {
    expect(sparklinePoints([10, 20, 15], 100, 40)).toBe('0,40 50,0 100,20');
  });

  it('draws a flat series in the middle and nothing for no data', () => {
    expect(sparklinePoints([5, 5], 10, 40)).toBe('0,20 10,20');
    expect(sparklinePoints([], 10, 40)).toBe('');
  });
});

describe('feeBands', () => {
  it('keeps the bands with a rate, the last one open-ended', () => {
    expect(
      feeBands({
        amount0D: 5000,
        percent0D: 0.5,
        amount1D: null,
        percent1D: 0.3,
        amount2D: null,
        percent2D: null,
      }),
    ).toEqual([
      { upTo: 5000, percent: 0.5 },
      { upTo: null, percent: 0.3 },
    ]);
  });
});
