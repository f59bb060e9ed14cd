import Decimal from 'decimal.js';

/**
 * Exact decimal arithmetic for every amount of the operations area (spec 3 §5 Decimals). A number
 * from the wire becomes a Decimal through its shortest decimal text (42.18 is exactly 42.18), so no
 * binary-float noise reaches a fee or a rounding.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type TDec = InstanceType<typeof Dec>;
export type TDecInput = number | string | TDec;

export const dec = (value: TDecInput): TDec => new Dec(value);

/** An amount rounded up to 2 decimals (spec 3 §5): what the holder pays is never under the exact value. */
export function roundUp2(value: TDecInput): TDec {
  return dec(value).toDecimalPlaces(2, Dec.ROUND_CEIL);
}

/** A quantity truncated to 6 decimals (spec 3 §5). */
export function truncate6(value: TDecInput): TDec {
  return dec(value).toDecimalPlaces(6, Dec.ROUND_DOWN);
}

/** Back to a JSON number for the wire (exact for up to 15 significant digits). */
export const toNumber = (value: TDec): number => value.toNumber();

/** Number of decimals a number is written with (1.25 → 2). */
export const decimalPlaces = (value: TDecInput): number => dec(value).decimalPlaces();
