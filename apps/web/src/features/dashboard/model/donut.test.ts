import { describe, expect, it } from 'vitest';
import { donutSegments } from './donut';

describe('donutSegments', () => {
  it('gives each positive value its share of the ring, one after the other', () => {
    expect(
      donutSegments([
        { key: 'TITRES', value: 600 },
        { key: 'DROITS', value: 0 },
        { key: 'FONDS', value: 200 },
      ]),
    ).toEqual([
      { key: 'TITRES', value: 600, share: 75, offset: 0 },
      { key: 'FONDS', value: 200, share: 25, offset: 75 },
    ]);
  });

  it('draws nothing when nothing is held', () => {
    expect(donutSegments([{ key: 'TITRES', value: 0 }])).toEqual([]);
  });
});
