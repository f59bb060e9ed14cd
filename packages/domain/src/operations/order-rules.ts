import type { TTypeOrdre } from '../history/history.types';
import {
  LIMIT_ORDER_TYPES,
  LISTED_ORDER_TYPES,
  MODE_REGLEMENT,
  TYPE_VENTE,
  UNLISTED_ORDER_TYPES,
} from './operations.enums';
import { ORDER_ERRORS, type TOrderErrorCode } from './operations.errors';
import { Dec, dec, decimalPlaces, type TDecInput } from './money';
import { isOnTick } from './tick-table';

/** Each check answers the error code (ORDER_ERRORS, a translation key) of the first broken rule, or null. */
export type TRuleResult = TOrderErrorCode | null;

/** Settlement mode must equal the fixed constant (spec 3 §5, invalidModeRglmt). */
export const checkSettlementMode = (modeReglt: string | undefined): TRuleResult =>
  modeReglt === MODE_REGLEMENT ? null : ORDER_ERRORS.invalidModeRglmt;

/**
 * A quantity: positive, at most 6 decimals (spec 3 §5), and whole for shares (a market trades
 * whole shares and an option gives one whole share).
 */
export function checkQuantity(quantite: TDecInput, isWhole: boolean): TRuleResult {
  const value = dec(quantite);
  if (!value.isFinite() || value.lte(0) || decimalPlaces(value) > 6) return ORDER_ERRORS.quantite;
  return isWhole && !value.isInteger() ? ORDER_ERRORS.quantite : null;
}

/**
 * A security is listed when it has a market (its `marche`); an unlisted one trades only over the
 * counter, GRE_A_GRE (spec 3 §3). An empty or blank market is no market.
 */
export const isListed = (marche: string | null | undefined): boolean =>
  marche !== null && marche !== undefined && marche.trim() !== '';

/** Whether the order type carries a limit price (at limit, at best limit: on the tick table). */
export const orderNeedsLimit = (typeOrdre: TTypeOrdre | ''): boolean =>
  typeOrdre !== '' && LIMIT_ORDER_TYPES.includes(typeOrdre);

/** The price an order is simulated at: its limit where it has one, else the last quote. */
export const orderPrice = (coursLimite: number | null, cours: number): number => coursLimite ?? cours;

/** The order type fits the security: the three market types for a listed one, GRE_A_GRE for an unlisted one. */
export function checkOrderType(typeOrdre: TTypeOrdre, isListed: boolean): TRuleResult {
  return (isListed ? LISTED_ORDER_TYPES : UNLISTED_ORDER_TYPES).includes(typeOrdre)
    ? null
    : ORDER_ERRORS.typeOrdre;
}

/** A limit price where the type needs one (on the tick table), none where it does not. */
export function checkLimit(typeOrdre: TTypeOrdre, coursLimite: number | null): TRuleResult {
  if (!orderNeedsLimit(typeOrdre)) return coursLimite === null ? null : ORDER_ERRORS.coursLimite;
  if (coursLimite === null) return ORDER_ERRORS.coursLimite;
  return isOnTick(coursLimite) ? null : ORDER_ERRORS.tickSize;
}

/** Shares a holding may still sell: held minus unavailable minus those in pending sale orders, never below 0. */
export const sellableQuantity = (quantite: TDecInput, indisponible: TDecInput, enCours: TDecInput) =>
  Dec.max(0, dec(quantite).sub(indisponible).sub(enCours));

/** Never more than the sellable quantity; "all titles" (3) is exactly the sellable quantity. */
export function checkSellable(quantite: TDecInput, typeVente: number, disponible: TDecInput): TRuleResult {
  const value = dec(quantite);
  if (dec(disponible).lte(0) || value.gt(disponible)) return ORDER_ERRORS.quantiteDisponible;
  return typeVente === TYPE_VENTE.TOUS_TITRES && !value.eq(disponible)
    ? ORDER_ERRORS.quantiteDisponible
    : null;
}

/** A card payment is at most CB_PLAFOND. */
export const checkCbPlafond = (montant: TDecInput, plafond: TDecInput): TRuleResult =>
  dec(montant).gt(plafond) ? ORDER_ERRORS.cbPlafond : null;

/** Open banking only for a bank country listed in LINXO_PAYS_AUTORISE. */
export const checkLinxoCountry = (country: string | null, allowed: readonly string[]): TRuleResult =>
  country !== null && allowed.includes(country) ? null : ORDER_ERRORS.linxoPays;

/** Parses a `;`-separated site parameter value into its items. */
export const splitParameter = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

/** Options a grant may still exercise: those granted minus those in pending exercise orders, never below 0. */
export const exercisableQuantity = (granted: TDecInput, enCours: TDecInput) =>
  Dec.max(0, dec(granted).sub(enCours));

/**
 * An exercise: only while the grant is exercisable (its status EXERCABLE) and never more options
 * than it may exercise today (operation.error.quantiteExercable).
 */
export function checkExercisable(
  quantite: TDecInput,
  quantiteExercable: TDecInput,
  isExercisable = true,
): TRuleResult {
  return !isExercisable || dec(quantite).gt(quantiteExercable) ? ORDER_ERRORS.quantiteExercable : null;
}
