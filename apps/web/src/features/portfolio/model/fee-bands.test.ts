import { describe, expect, it } from 'vitest';
import { feeBands } from './fee-bands';

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
