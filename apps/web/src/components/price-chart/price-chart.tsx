import { useTranslation } from 'react-i18next';
import type { TValeurDetails } from '@nomina/domain';
import { useFormat } from '../../lib/format/use-format';
import { CHART, chartPoints, dateTickIndexes, priceRange, priceTicks } from './chart-scale';
import classes from './price-chart.module.css';

/**
 * The closing prices of the last trading days, with a price axis and a date axis, both titled;
 * dates and amounts written in the reader's language. Used by the quotes page and the security
 * details of the portfolio.
 */
export function PriceChart({
  details,
  testId = 'quotes-chart',
}: {
  details: TValeurDetails;
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const closes = details.historique.map((point) => point.cours);
  const first = details.historique[0];
  const last = details.historique[details.historique.length - 1];
  if (!first || !last) return null;
  const points = chartPoints(closes);
  const money = (value: number) => format.amount(value, details.devise);
  const { min, max } = priceRange(closes);
  const bottom = CHART.height - CHART.bottom;
  const right = CHART.width - CHART.right;

  return (
    <figure className={classes.chart} data-testid={testId}>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={t('operations.quotes.chart.label', {
          count: closes.length,
          days: closes.length,
          from: money(first.cours),
          fromDate: format.date(first.date),
          to: money(last.cours),
          toDate: format.date(last.date),
          low: money(min),
          high: money(max),
        })}
      >
        {priceTicks(closes).map((tick) => (
          <g key={tick.value}>
            <line className={classes.gridLine} x1={CHART.left} x2={right} y1={tick.y} y2={tick.y} />
            <text x={CHART.left - 6} y={tick.y + 4} textAnchor="end">
              {format.number(tick.value, 2)}
            </text>
          </g>
        ))}
        <line className={classes.axis} x1={CHART.left} x2={CHART.left} y1={CHART.top} y2={bottom} />
        <line className={classes.axis} x1={CHART.left} x2={right} y1={bottom} y2={bottom} />
        {dateTickIndexes(closes.length).map((index) => {
          const point = points[index]!;
          const anchor = index === 0 ? 'start' : index === closes.length - 1 ? 'end' : 'middle';
          return (
            <text key={index} x={point.x} y={bottom + 16} textAnchor={anchor}>
              {format.dayMonth(details.historique[index]!.date)}
            </text>
          );
        })}
        <polyline className={classes.line} points={points.map((p) => `${p.x},${p.y}`).join(' ')} />
        <text x={(CHART.left + right) / 2} y={CHART.height - 4} textAnchor="middle">
          {t('operations.quotes.chart.axis.date')}
        </text>
        <text
          x={12}
          y={(CHART.top + bottom) / 2}
          textAnchor="middle"
          transform={`rotate(-90 12 ${(CHART.top + bottom) / 2})`}
        >
          {t('operations.quotes.chart.axis.price', { currency: details.devise })}
        </text>
      </svg>
      <figcaption className={classes.caption}>
        {t('operations.quotes.chart.caption', {
          from: format.date(first.date),
          to: format.date(last.date),
        })}
      </figcaption>
    </figure>
  );
}
