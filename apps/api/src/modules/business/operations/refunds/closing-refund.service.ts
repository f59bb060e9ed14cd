import { executedBuyRefund, type TBareme, type TSiteParameterName } from '@nomina/domain';
import type { TClosingRefundRepository } from './closing-refund.repository';

/** What prices an order's fees: the issuer's schedule and VAT rate. */
export type TOrderPricing = { bareme: TBareme | null; tauxTva: number };

/** Where fee schedules and site parameters are read (portfolio's schedules, the settings). */
export type TPricingSource = {
  bareme: (emetIden: number, code: string) => Promise<TBareme | null>;
  parameter: (emetIden: number, name: TSiteParameterName) => Promise<string | null>;
};

/** The issuer's fee schedule of that code (its own, else the default one) and its VAT rate. */
export async function readPricing(
  pricing: TPricingSource,
  emetIden: number,
  code: string,
): Promise<TOrderPricing> {
  const [bareme, tva] = await Promise.all([
    pricing.bareme(emetIden, code),
    pricing.parameter(emetIden, 'TAUX_TVA'),
  ]);
  return { bareme, tauxTva: Number(tva ?? 0) };
}

/** The pricing of a buy of that security (its web schedule); null when the security is unknown. */
export async function readSecurityPricing(
  deps: { refunds: Pick<TClosingRefundRepository, 'findSecurityPricingKeys'>; pricing: TPricingSource },
  valeIden: number,
): Promise<TOrderPricing | null> {
  const keys = await deps.refunds.findSecurityPricingKeys(valeIden);
  return keys ? readPricing(deps.pricing, keys.emetIden, keys.baremeWeb) : null;
}

/** A buy order as it closes: its status, quantities, and the gross of its fills. */
export type TClosingBuy = {
  idDemande: string;
  typeOperation: string;
  statut: string;
  quantite: number;
  quantiteExecutee: number;
  executedGross: number;
};

/**
 * In the transaction that closes a buy paid up front (executed, or cancelled / expired / rejected
 * after a partial fill), records the refund of what its executed part did not cost (the domain's
 * `executedBuyRefund`): once per payment, sent after the commit with the refund's id as the
 * provider's idempotency key. Returns whether a refund was recorded.
 */
export async function recordExecutedBuyRefund(
  refunds: Pick<TClosingRefundRepository, 'findPayingPayment' | 'insertPartialRefund'>,
  order: TClosingBuy,
  pricing: TOrderPricing,
): Promise<boolean> {
  if (order.typeOperation !== 'ACHAT_TITRE' || order.quantiteExecutee <= 0) return false;
  const payment = await refunds.findPayingPayment(order.idDemande);
  if (!payment) return false;
  const refund = executedBuyRefund({ ...order, ...pricing, paidCents: payment.amountCents });
  if (!refund) return false;
  await refunds.insertPartialRefund(payment, refund);
  return true;
}
