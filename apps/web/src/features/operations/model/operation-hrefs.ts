import { paths } from '../../../config/paths';

/** operation_acheter, with order_id when it comes back from a payment (spec 3 §2 payment-callback). */
export function buyHref(orderId?: string): string {
  const base = paths.operationAcheter.getHref();
  return orderId ? `${base}?order_id=${encodeURIComponent(orderId)}` : base;
}
