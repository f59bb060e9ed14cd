import { z } from 'zod';
import { ZPayableNature } from './operations.enums';

/**
 * Wire contracts of the payment calls (spec 3 §3 Payment result, §7 External and Business;
 * spec 1 §4 Payment callback). An order is paid only when the provider confirms it server to
 * server (a signed notification); the browser's return to #/payment-callback proves nothing.
 */

const ZRef = z.string().min(1).max(64);

/** Payment result (spec 3 §3): success, inBusinessDay, refDemande, supervised, errorCodes, urlPaiement. */
export const ZPaymentResult = z.object({
  success: z.boolean(),
  inBusinessDay: z.boolean(),
  refDemande: z.string(),
  /** The provider accepted the payment under review: the order waits for the registrar's check. */
  supervised: z.boolean(),
  errorCodes: z.array(z.string()),
  urlPaiement: z.string().nullable(),
});
export type TPaymentResult = z.infer<typeof ZPaymentResult>;

/** POST external/paiement/url-cb { refDemande }: the provider's hosted card page for the order. */
export const ZUrlCbRequest = z.object({ refDemande: ZRef });
export const ZUrlCbResponse = ZPaymentResult;

/**
 * The query #/payment-callback receives from the provider's page (spec 1 §4): success,
 * refDemande (default 1), inBusinessDay, supervised. Only a hint for the screen.
 */
export const ZPaymentCallbackQuery = z.object({
  success: z.enum(['true', 'false']).optional(),
  refDemande: z.string().default('1'),
  inBusinessDay: z.enum(['true', 'false']).optional(),
  supervised: z.enum(['true', 'false']).optional(),
});
export type TPaymentCallbackQuery = z.infer<typeof ZPaymentCallbackQuery>;

/** POST operation/confirm-cb-payment { refDemande }: the payment as the provider confirmed it. */
export const ZConfirmCbRequest = z.object({ refDemande: ZRef });
export const ZConfirmCbResponse = ZPaymentResult;

/** POST external/paiement/linxo/orders { refDemande }: an open-banking payment order and its consent page. */
export const ZLinxoOrderRequest = z.object({ refDemande: ZRef });
export const ZLinxoOrderResponse = z.object({
  orderId: z.string(),
  /** The bank's consent page. */
  urlPaiement: z.string(),
  /** Kept by the browser (storage key token_linxo) and given back to confirm-linxo-payment. */
  operationToken: z.string(),
});
export type TLinxoOrderResponse = z.infer<typeof ZLinxoOrderResponse>;

/** Open-banking payment status: polled every STATUS_RETRY_INTERVAL_MS up to MAX_PERIOD_RETRY_MS. */
export const ZLinxoStatus = z.enum(['PENDING', 'AUTHORIZED', 'EXECUTED', 'REJECTED', 'EXPIRED']);
export type TLinxoStatus = z.infer<typeof ZLinxoStatus>;
/** GET external/paiement/linxo/order-status?orderId */
export const ZLinxoOrderStatusQuery = z.object({ orderId: ZRef });
export const ZLinxoOrderStatus = z.object({
  orderId: z.string(),
  status: ZLinxoStatus,
  /** The status will not change any more. */
  isFinal: z.boolean(),
});
export type TLinxoOrderStatus = z.infer<typeof ZLinxoOrderStatus>;

/** POST operation/confirm-linxo-payment?orderId&operationToken&natureDemande (empty body). */
export const ZConfirmLinxoQuery = z.object({
  orderId: ZRef,
  operationToken: z.string().min(16).max(200),
  natureDemande: ZPayableNature,
});
export const ZConfirmLinxoResponse = ZPaymentResult;

/** Site parameters of the payment step (parametreSite), parsed. */
export const ZPaymentSettings = z.object({
  cbPlafond: z.number(),
  linxoPaysAutorises: z.array(z.string()),
  statusRetryIntervalMs: z.number().int(),
  maxPeriodRetryMs: z.number().int(),
});
export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;

/**
 * A provider's server-to-server notification (card or open banking), signed with HMAC-SHA256 of
 * the raw body in the header X-Nomina-Signature: `t=<unix seconds>,v1=<hex>` over `<t>.<body>`.
 */
export const ZPaymentNotification = z.object({
  /** Provider-side id of the payment session or open-banking order. */
  providerRef: ZRef,
  refDemande: ZRef,
  /** Amount in cents, as the provider charged it. */
  amountCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  status: z.enum(['SUCCEEDED', 'REFUSED', 'UNDER_REVIEW']),
  /** The provider's reason code of a refusal. */
  reason: z.string().max(64).optional(),
});
export type TPaymentNotification = z.infer<typeof ZPaymentNotification>;
export const PAYMENT_SIGNATURE_HEADER = 'x-nomina-signature';

/** Sandbox test cards of the local card provider (README). */
export const SANDBOX_TEST_CARDS = {
  success: '4000000000000002',
  refused: '4000000000000069',
  challenge: '4000000000003220',
  review: '4000000000000101',
} as const;
/** The 3-D Secure code the sandbox challenge accepts. */
export const SANDBOX_CHALLENGE_CODE = '123456';
