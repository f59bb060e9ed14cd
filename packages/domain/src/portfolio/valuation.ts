import { feesOf } from '../operations/fees';
import type { TBareme, TDroitStatut, TDroitType } from './portfolio.types';

/** Cents of a value, free of binary noise (1.005 × 100 is 100.49999… in floating point). */
const cents = (value: number) => Number((value * 100).toPrecision(15));

/** An amount rounded half away from zero to 2 decimals (valuations, totals). */
export function roundAmount(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(cents(value)))) / 100 || 0;
}

/** An amount rounded up to 2 decimals (spec 3 §5 Decimals): what the holder pays, never less. */
export function roundUpAmount(value: number): number {
  return Math.ceil(cents(value)) / 100 || 0;
}

/** The total of amounts already rounded line by line, so a total always equals its lines. */
export function sumAmounts(values: readonly number[]): number {
  return roundAmount(values.reduce((sum, value) => sum + value, 0));
}

/** Value of a line of securities or fund units: quantity × price. */
export function valuateLine(quantite: number, cours: number): number {
  return roundAmount(quantite * cours);
}

/** Intrinsic value of options: max(0, cours − prixExercice) × quantite (nothing when out of the money). */
export function optionIntrinsicValue(quantite: number, cours: number, prixExercice: number): number {
  return roundAmount(Math.max(0, cours - prixExercice) * quantite);
}

/** Gain or loss of a line against its average cost; null when the cost is unknown. */
export function plusMoinsValue(
  valorisation: number,
  quantite: number,
  prixRevientMoyen: number | null,
): number | null {
  if (prixRevientMoyen === null) return null;
  return roundAmount(valorisation - roundAmount(quantite * prixRevientMoyen));
}

/** Percentage change of a quote against the previous close, 2 decimals (0 without a previous close). */
export function variationPercent(cours: number, coursVeille: number): number {
  if (coursVeille === 0) return 0;
  return roundAmount(((cours - coursVeille) / coursVeille) * 100);
}

/** The dates that decide a grant's status (yyyy-MM-dd strings compare as dates). */
export type TDroitDates = {
  type: TDroitType;
  dateAcquisition: string;
  dateExpiration: string | null;
};

/**
 * Status of a grant on `today` (yyyy-MM-dd): before its vesting date it is EN_ACQUISITION; free
 * shares are then ACQUIS; options are EXERCABLE up to their last exercise date included, then EXPIRE.
 */
export function droitStatut(droit: TDroitDates, today: string): TDroitStatut {
  if (today < droit.dateAcquisition) return 'EN_ACQUISITION';
  if (droit.type === 'AGA') return 'ACQUIS';
  return droit.dateExpiration !== null && today > droit.dateExpiration ? 'EXPIRE' : 'EXERCABLE';
}

/** Value of a grant: free shares at the quote, options at their intrinsic value, nothing once expired. */
export function valuateDroit(
  droit: { type: TDroitType; quantite: number; prixExercice: number | null; statut: TDroitStatut },
  cours: number,
): number {
  if (droit.type === 'AGA') return valuateLine(droit.quantite, cours);
  if (droit.statut === 'EXPIRE') return 0;
  return optionIntrinsicValue(droit.quantite, cours, droit.prixExercice ?? 0);
}

/**
 * Fees of an order of `amount` (spec 3 §5), in exact decimals: see `feesOf` in the operations
 * area, the one implementation. The sample schedule 0.3 % with a 10 minimum gives 10 for 1 000
 * and 15 for 5 000.
 */
export function computeFees(bareme: TBareme, amount: number): number {
  return feesOf(bareme, amount).toNumber();
}
