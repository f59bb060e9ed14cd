import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  OPERATION_ERRORS,
  PAYMENT_ERRORS,
  ZPaymentNotification,
  capturedPaymentFate,
  dec,
  type TErrorCode,
  type TLinxoOrderStatus,
  type TPayableNature,
  type TPaymentResult,
} from '@nomina/domain';
import { verifySignature } from '../../../adapters/payments/signature';
import { AppError } from '../../../lib/app-error';
import type { TAccountScope } from '../../../access';
import type { TPayingDeps } from './deps';
import type { TPayable, TPayableRef } from './payables.port';
import type { TPaymentRow } from './payments.repository';
import { sendRefunds } from './refunds.service';

const fail = (status: number, code: string) => new AppError(status, code as TErrorCode);
const sha = (value: string) => createHash('sha256').update(value).digest('base64url');
/** How long an open-banking order waits for the holder's consent. */
const LINXO_CONSENT_MS = 30 * 60_000;

/**
 * The holder's own request (order or corporate-action answer) still waiting for a payment with
 * `mode`: found among the token holder's requests only (404), due with that mode (409
 * payment.error.notDue: another mode, already paid, cancelled, settled), and the mode still
 * allowed for its amount (habilitation 403, CB_PLAFOND or the bank's country 422).
 */
async function duePayable(
  deps: TPayingDeps,
  account: TAccountScope,
  refDemande: string,
  mode: 'CB' | 'LINXO',
): Promise<TPayable> {
  const payable = await deps.payables.findOwn(account.tituNume, refDemande);
  if (!payable) throw fail(404, ERROR_CODES.notFound);
  if (payable.modePaiement !== mode || !payable.isDue) throw fail(409, PAYMENT_ERRORS.notDue);
  await deps.payables.checkMode(account, mode, payable.montant);
  return payable;
}

/** The amount in cents, from the server's exact amount of the request. */
const centsOf = (payable: TPayable) => dec(payable.montant).mul(100).toDecimalPlaces(0).toNumber();

const resultOf = (payable: TPayable, urlPaiement: string | null = null): TPaymentResult => ({
  success: true,
  inBusinessDay: payable.inBusinessDay,
  refDemande: payable.refDemande,
  supervised: false,
  errorCodes: [],
  urlPaiement,
});

/** external paiement/url-cb: a session on the provider's hosted card page for a request still to pay by card. */
export async function startCardPayment(
  deps: TPayingDeps,
  account: TAccountScope,
  refDemande: string,
  language: string,
) {
  const payable = await duePayable(deps, account, refDemande, 'CB');
  const query = new URLSearchParams({
    refDemande: payable.refDemande,
    inBusinessDay: String(payable.inBusinessDay),
    supervised: 'false',
    route: payable.route,
  });
  const session = await deps.card.createSession({
    refDemande: payable.refDemande,
    amountCents: centsOf(payable),
    currency: payable.devise,
    language,
    returnPath: `#/payment-callback?${query}`,
  });
  await deps.payments.insertPayment({
    idDemande: payable.idDemande,
    provider: 'CB',
    providerRef: session.providerRef,
    amountCents: centsOf(payable),
    currency: payable.devise,
    statut: 'EN_COURS',
  });
  return resultOf(payable, session.url);
}

/** operation/confirm-cb-payment: paid only when the provider confirmed it server to server. */
export async function confirmCardPayment(deps: TPayingDeps, account: TAccountScope, refDemande: string) {
  const payable = await deps.payables.findOwn(account.tituNume, refDemande);
  if (!payable || payable.modePaiement !== 'CB') throw fail(404, ERROR_CODES.notFound);
  if (payable.isPaid) return resultOf(payable);
  const last = await deps.payments.latestPayment(payable.idDemande, 'CB');
  throw fail(409, last?.statut === 'REFUSED' ? PAYMENT_ERRORS.refused : PAYMENT_ERRORS.notConfirmed);
}

/** external paiement/linxo/orders: an open-banking payment order and the bank's consent page. */
export async function startLinxoPayment(
  deps: TPayingDeps,
  account: TAccountScope,
  refDemande: string,
  language: string,
) {
  const payable = await duePayable(deps, account, refDemande, 'LINXO');
  const operationToken = randomBytes(24).toString('base64url');
  const session = await deps.openBanking.createOrder({
    refDemande: payable.refDemande,
    amountCents: centsOf(payable),
    currency: payable.devise,
    language,
    returnPath: `#/${payable.route}?order_id=${encodeURIComponent(payable.refDemande)}`,
  });
  await deps.payments.insertPayment({
    idDemande: payable.idDemande,
    provider: 'LINXO',
    providerRef: session.providerRef,
    amountCents: centsOf(payable),
    currency: payable.devise,
    statut: 'EN_COURS',
    tokenHash: sha(operationToken),
  });
  return { orderId: session.providerRef, urlPaiement: session.url, operationToken };
}

async function ownLinxoPayment(deps: TPayingDeps, account: TAccountScope, orderId: string) {
  const found = await deps.payments.findPayment(orderId);
  if (!found || found.tituNume !== account.tituNume || found.payment.provider !== 'LINXO')
    throw fail(404, ERROR_CODES.notFound);
  const payable = await deps.payables.findOwn(account.tituNume, found.reference);
  if (!payable) throw fail(404, ERROR_CODES.notFound);
  return { ...found, payable };
}

/** external paiement/linxo/order-status: polled by the payment step until final. */
export async function linxoOrderStatus(
  deps: TPayingDeps,
  account: TAccountScope,
  orderId: string,
): Promise<TLinxoOrderStatus> {
  const { payment } = await ownLinxoPayment(deps, account, orderId);
  const expired = deps.now().getTime() - payment.createdAt.getTime() > LINXO_CONSENT_MS;
  const status =
    payment.statut === 'SUCCEEDED'
      ? 'EXECUTED'
      : payment.statut === 'REFUSED'
        ? 'REJECTED'
        : expired
          ? 'EXPIRED'
          : 'PENDING';
  return { orderId, status, isFinal: status !== 'PENDING' };
}

/** operation/confirm-linxo-payment: the open-banking payment, as the provider confirmed it. */
export async function confirmLinxoPayment(
  deps: TPayingDeps,
  account: TAccountScope,
  query: { orderId: string; operationToken: string; natureDemande: TPayableNature },
): Promise<TPaymentResult> {
  const found = await ownLinxoPayment(deps, account, query.orderId);
  if (
    found.payment.tokenHash !== sha(query.operationToken) ||
    found.payable.natureDemande !== query.natureDemande
  )
    throw fail(403, OPERATION_ERRORS.tokenInvalid);
  if (found.payment.statut === 'REFUSED') throw fail(409, PAYMENT_ERRORS.refused);
  if (found.payment.statut !== 'SUCCEEDED') throw fail(409, PAYMENT_ERRORS.notConfirmed);
  return resultOf(found.payable);
}

/**
 * Records a provider's confirmed outcome once: the payment leaves EN_COURS and, in the same
 * transaction, a refusal marks the request refused, and a success pays it while it still waits
 * for it, else (closed, settled, already paid) records a refund of the payment. 'repeat' when
 * the outcome was already recorded.
 */
async function recordOutcome(
  deps: TPayingDeps,
  payment: TPaymentRow,
  payable: TPayableRef & { tituNume: string },
  outcome: { statut: 'SUCCEEDED' | 'REFUSED'; reason: string | null; at: Date },
): Promise<'paid' | 'refused' | 'refund' | 'repeat'> {
  return deps.transaction(async ({ payments, refunds, payables }) => {
    if (!(await payments.markPaymentConfirmed(payment.id, outcome))) return 'repeat';
    if (outcome.statut === 'REFUSED') {
      await payables.recordOutcome(payable, { isPaid: false, at: outcome.at });
      return 'refused';
    }
    const state = await payables.lockState(payable.tituNume, payable);
    const fate = state ? capturedPaymentFate(state) : ({ refund: 'DEMANDE_CLOSE' } as const);
    if ('honour' in fate) {
      await payables.recordOutcome(payable, { isPaid: true, at: outcome.at });
      return 'paid';
    }
    await refunds.insertRefund(payment, fate.refund);
    return 'refund';
  });
}

/**
 * A provider's server-to-server notification: its signature must verify over the exact body, and
 * it must match the payment (reference, amount, currency). Recorded once; a repeat is answered
 * without change. Nothing is written when any check fails.
 */
export async function receiveNotification(deps: TPayingDeps, rawBody: string, signature: string | undefined) {
  if (!verifySignature(deps.webhookSecret, rawBody, signature, deps.now()))
    throw fail(401, PAYMENT_ERRORS.signature);
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw fail(400, ERROR_CODES.validation);
  }
  const notification = ZPaymentNotification.safeParse(parsed);
  if (!notification.success) throw fail(400, ERROR_CODES.validation);
  const { providerRef, refDemande, amountCents, currency, status, reason } = notification.data;
  const found = await deps.payments.findPayment(providerRef);
  const payable = found && (await deps.payables.findOwn(found.tituNume, found.reference));
  if (!found || !payable) throw fail(404, ERROR_CODES.notFound);
  if (
    found.reference !== refDemande ||
    found.payment.amountCents !== amountCents ||
    found.payment.currency !== currency
  )
    throw fail(409, PAYMENT_ERRORS.notDue);
  if (status === 'UNDER_REVIEW') return { received: true };
  const recorded = await recordOutcome(
    deps,
    found.payment,
    { ...payable, tituNume: found.tituNume },
    { statut: status === 'SUCCEEDED' ? 'SUCCEEDED' : 'REFUSED', reason: reason ?? null, at: deps.now() },
  );
  // A captured payment the request could not take goes back; a repeated notification only
  // retries a refund not yet accepted (same idempotency key: refunded once).
  if (recorded === 'refund' || recorded === 'repeat')
    await sendRefunds(deps, { paymentId: found.payment.id });
  return { received: true };
}
