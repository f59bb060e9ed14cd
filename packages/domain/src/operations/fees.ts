import type { TBareme } from '../portfolio/portfolio.types';
import { dec, roundUp2, type TDec, type TDecInput } from './money';

const BAND_INDEXES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * Fees of an amount under a schedule (spec 3 §5 Fees; decision 006): the whole amount at the
 * percent of the first band whose bound amount{i}D reaches it (a band with a percent and no bound
 * is open-ended; past the last bound the last band applies), then at least mtMinD and at most
 * mtMaxD (0 means none), rounded up to the cent. Sample: 0.3 % minimum 10 → 10 for 1 000, 15 for 5 000.
 */
export function feesOf(bareme: TBareme | null, amount: TDecInput): TDec {
  const value = dec(amount);
  if (!bareme || value.lte(0)) return dec(0);
  const bands = BAND_INDEXES.map((index) => ({
    upTo: bareme[`amount${index}D`],
    percent: bareme[`percent${index}D`],
  })).filter((band): band is { upTo: number | null; percent: number } => band.percent !== null);
  const band = bands.find(({ upTo }) => upTo === null || value.lte(upTo)) ?? bands.at(-1);
  let fee = band ? value.mul(band.percent).div(100) : dec(0);
  if (bareme.mtMinD > 0) fee = fee.lt(bareme.mtMinD) ? dec(bareme.mtMinD) : fee;
  if (bareme.mtMaxD > 0) fee = fee.gt(bareme.mtMaxD) ? dec(bareme.mtMaxD) : fee;
  return roundUp2(fee);
}

/** VAT on fees at a rate in percent, rounded up to the cent. */
export function vatOf(fees: TDecInput, tauxTva: TDecInput): TDec {
  return roundUp2(dec(fees).mul(tauxTva).div(100));
}
