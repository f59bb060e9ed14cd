import { dec, type TDecInput } from './money';

/** A band of the tick-size table (spec 3 §3): prices from tranMin (included) to tranMax (excluded) move by eche. */
export type TTickBand = { tranMin: number; tranMax: number | null; eche: number };

/**
 * The 19-band tick-size table (spec 3 §9: from 0.0001 up to 50 above 50 000). Bounds are those of
 * the MiFID II tick regime (price ranges 0.1, 0.2, 0.5, 1, 2, 5 … 50 000), ticks of its middle
 * liquidity band: 0.0001 below 0.2 up to 50 from 50 000.
 */
export const TICK_TABLE: readonly TTickBand[] = [
  { tranMin: 0, tranMax: 0.1, eche: 0.0001 },
  { tranMin: 0.1, tranMax: 0.2, eche: 0.0001 },
  { tranMin: 0.2, tranMax: 0.5, eche: 0.0002 },
  { tranMin: 0.5, tranMax: 1, eche: 0.0005 },
  { tranMin: 1, tranMax: 2, eche: 0.001 },
  { tranMin: 2, tranMax: 5, eche: 0.002 },
  { tranMin: 5, tranMax: 10, eche: 0.005 },
  { tranMin: 10, tranMax: 20, eche: 0.01 },
  { tranMin: 20, tranMax: 50, eche: 0.02 },
  { tranMin: 50, tranMax: 100, eche: 0.05 },
  { tranMin: 100, tranMax: 200, eche: 0.1 },
  { tranMin: 200, tranMax: 500, eche: 0.2 },
  { tranMin: 500, tranMax: 1000, eche: 0.5 },
  { tranMin: 1000, tranMax: 2000, eche: 1 },
  { tranMin: 2000, tranMax: 5000, eche: 2 },
  { tranMin: 5000, tranMax: 10000, eche: 5 },
  { tranMin: 10000, tranMax: 20000, eche: 10 },
  { tranMin: 20000, tranMax: 50000, eche: 20 },
  { tranMin: 50000, tranMax: null, eche: 50 },
];

/** The band a positive price falls in. */
export function tickBandFor(price: TDecInput): TTickBand {
  const value = dec(price);
  return (
    TICK_TABLE.find((band) => value.gte(band.tranMin) && (band.tranMax === null || value.lt(band.tranMax))) ??
    TICK_TABLE[0]!
  );
}

/** The tick size in force at a price (shown on the quotes page and next to the limit field). */
export const tickSizeFor = (price: TDecInput): number => tickBandFor(price).eche;

/** A limit price sits on the table: positive and a whole number of ticks of its band. */
export function isOnTick(price: TDecInput): boolean {
  const value = dec(price);
  if (!value.isFinite() || value.lte(0)) return false;
  return value.mod(tickBandFor(value).eche).isZero();
}

/** The nearest prices on the table around a price (for the error hint): the one below and the one above. */
export function nearestTicks(price: TDecInput): { below: number; above: number } {
  const value = dec(price);
  const tick = tickBandFor(value).eche;
  const below = value.div(tick).floor().mul(tick);
  const above = value.div(tick).ceil().mul(tick);
  return { below: below.toNumber(), above: above.toNumber() };
}
