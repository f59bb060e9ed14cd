import type { TBareme } from '../portfolio/portfolio.types';
import { feesOf, vatOf } from './fees';
import { dec, roundUp2, type TDec, type TDecInput } from './money';
import type { TRefundReason } from './refunds';

/**
 * Partial refunds (issue 11; decision 009). A buy paid up front (card, open banking) is paid at
 * its simulation: the quantity at the limit (or the quote), the fees of that gross and their VAT.
 * When the order ends up costing less, the difference goes back to the payer:
 * - closed (cancelled, expired, rejected) after a partial fill: the unfilled part;
 * - fully executed below its limit: the price improvement.
 *
 * Fees are not apportioned pro rata: the executed part is charged exactly what the schedule says
 * for its own gross (tiered band, mtMinD/mtMaxD, VAT, each rounded up to the cent, as the notice
 * shows it), and the refund is what was paid minus that cost. So the unfilled part's refund is
 * its gross at the price paid for, plus the fees paid minus the executed part's fees. It is never
 * negative (an executed part that costs as much or more, e.g. because of the minimum fee, gives
 * nothing back and is never charged more) and never more than the payment captured.
 */

/** What the executed part of a buy costs: its gross, the schedule's fees on that gross and their VAT. */
export function executedBuyCost(
  executedGross: TDecInput,
  bareme: TBareme | null,
  tauxTva: TDecInput,
): { brut: TDec; frais: TDec; tva: TDec; net: TDec } {
  const brut = roundUp2(executedGross);
  const frais = feesOf(bareme, brut);
  const tva = vatOf(frais, tauxTva);
  return { brut, frais, tva, net: brut.add(frais).add(tva) };
}

export type TExecutedBuy = {
  /** The order's status once closed: EXECUTE, or ANNULE / EXPIRE / REJETE. */
  statut: string;
  quantite: TDecInput;
  quantiteExecutee: TDecInput;
  /** Gross of the fills (Σ quantity × price, each fill to the cent). */
  executedGross: TDecInput;
  bareme: TBareme | null;
  tauxTva: TDecInput;
  /** What the payment that paid the order captured, in cents. */
  paidCents: number;
};

/**
 * The refund a paid buy order is owed when it closes after executing (all or part of it), in
 * cents, with its reason; null when nothing is owed (nothing executed is the full refund of
 * `closedOrderRefundReason`; still open; costs what was paid).
 */
export function executedBuyRefund(
  order: TExecutedBuy,
): { reason: TRefundReason; amountCents: number } | null {
  const executed = dec(order.quantiteExecutee);
  if (executed.lte(0) || order.paidCents <= 0) return null;
  let reason: TRefundReason;
  if (order.statut === 'EXECUTE' && executed.gte(order.quantite)) reason = 'AMELIORATION_PRIX';
  else if (['ANNULE', 'EXPIRE', 'REJETE'].includes(order.statut) && executed.lt(order.quantite))
    reason = 'EXECUTION_PARTIELLE';
  else return null;
  const costCents = executedBuyCost(order.executedGross, order.bareme, order.tauxTva).net.mul(100);
  const owed = dec(order.paidCents).sub(costCents);
  if (owed.lte(0)) return null;
  return { reason, amountCents: Math.min(order.paidCents, owed.toNumber()) };
}
