import type { TDonutSegment } from '../model/donut';
import classes from './valuation.module.css';

type TDonutChartProps<TKey extends string> = {
  segments: TDonutSegment<TKey>[];
  /** CSS class of each key's arc (its colour). */
  classOf: (key: TKey) => string;
  /** The same figures as a sentence, for screen readers (the table beside repeats them as text). */
  label: string;
};

/** r = 100 / 2π: the ring's length is 100, so a segment's dash is its share in percent. */
const RADIUS = 15.9155;

/** A small SVG donut: one circle per segment, dashed to its share and turned to its offset. */
export function DonutChart<TKey extends string>({ segments, classOf, label }: TDonutChartProps<TKey>) {
  return (
    <svg viewBox="0 0 42 42" className={classes.donut} role="img" aria-label={label}>
      <circle className={classes.ring} cx="21" cy="21" r={RADIUS} fill="none" strokeWidth="6" />
      {segments.map((segment) => (
        <circle
          key={segment.key}
          className={classOf(segment.key)}
          cx="21"
          cy="21"
          r={RADIUS}
          fill="none"
          strokeWidth="6"
          strokeDasharray={`${segment.share} ${100 - segment.share}`}
          // The ring starts at 3 o'clock; 25 brings the first segment's start to 12 o'clock.
          strokeDashoffset={25 - segment.offset}
        />
      ))}
    </svg>
  );
}
