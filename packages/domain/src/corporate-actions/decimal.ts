/**
 * Exact decimal arithmetic for corporate actions: values are bigints of millionths (spec 3 §5
 * truncates to 6 decimals), so 1.35 × 1 234 is 1 665.90 exactly, never 1665.8999999.
 */
export type TMicros = bigint;

const SCALE = 6;
const ONE = 10n ** BigInt(SCALE);
const CENT = 10n ** BigInt(SCALE - 2);

/** Parses '1.35', '38.2', 1234 or 12.8 (a number goes through its shortest decimal text). */
export function toMicros(value: string | number): TMicros {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const micros = BigInt(whole!) * ONE + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  return sign === '-' ? -micros : micros;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a decimal: ${value}`);
  const text = String(value);
  return text.includes('e') ? value.toFixed(SCALE) : text;
}

/** a × b, truncated to the millionth (exact for the register's prices and quantities). */
export const mulMicros = (a: TMicros, b: TMicros): TMicros => (a * b) / ONE;

/** A percentage of an amount: 12.8 % of 1 665.90 is 213.2352. */
export const percentOf = (amount: TMicros, percent: TMicros): TMicros => (amount * percent) / (100n * ONE);

/** How many whole `price` fit in `amount`, rounded down (both positive). */
export const wholeUnitsDown = (amount: TMicros, price: TMicros): bigint => amount / price;

/** How many whole `price` are needed to cover `amount`, rounded up (both positive). */
export const wholeUnitsUp = (amount: TMicros, price: TMicros): bigint => (amount + price - 1n) / price;

/** Whole units nearest to amount / price, a half going up. */
export const wholeUnitsNearest = (amount: TMicros, price: TMicros): bigint =>
  (2n * amount + price) / (2n * price);

/** Rounded up to the cent (spec 3 §5: amounts rounded up to 2 decimals). */
export function roundUpCents(value: TMicros): TMicros {
  const remainder = ((value % CENT) + CENT) % CENT;
  return remainder === 0n ? value : value - remainder + CENT;
}

/** Whole units as micros. */
export const unitsToMicros = (units: bigint): TMicros => units * ONE;

export const maxMicros = (a: TMicros, b: TMicros): TMicros => (a > b ? a : b);

/** The decimal text of a value, at least `decimals` places ('1452.66', '38.20'). */
export function microsToText(value: TMicros, decimals = 2): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const whole = abs / ONE;
  let fraction = (abs % ONE).toString().padStart(SCALE, '0').replace(/0+$/, '');
  if (fraction.length < decimals) fraction = fraction.padEnd(decimals, '0');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/**
 * The wire number of an exact amount: at most 6 decimals, so its JSON text is the decimal itself
 * (1452.66 prints as 1452.66); arithmetic is never done on it again.
 */
export const microsToNumber = (value: TMicros): number => Number(microsToText(value, 0));
