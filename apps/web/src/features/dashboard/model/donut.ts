/** One arc of the donut: where it starts and how long it is, in percent of the ring. */
export type TDonutSegment<TKey extends string> = { key: TKey; value: number; share: number; offset: number };

/**
 * Splits a ring between positive values: each segment's share (0..100) and its start (offset),
 * in the order given. Zero and negative values get no arc; an all-zero split gives no segment.
 */
export function donutSegments<TKey extends string>(
  parts: readonly { key: TKey; value: number }[],
): TDonutSegment<TKey>[] {
  const positive = parts.filter((part) => part.value > 0);
  const total = positive.reduce((sum, part) => sum + part.value, 0);
  if (total <= 0) return [];
  let offset = 0;
  return positive.map((part) => {
    const share = (part.value / total) * 100;
    const segment = { key: part.key, value: part.value, share, offset };
    offset += share;
    return segment;
  });
}
