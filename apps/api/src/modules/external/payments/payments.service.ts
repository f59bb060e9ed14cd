import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  OPERATION_ERRORS,
  PAYMENT_ERRORS,
  ZPaymentNotification,
  checkCbPlafond,
  checkLinxoCountry,
  dec,
  splitParameter,
  type TErrorCode,
  type TLinxoOrderStatus,
  type TOrderNature,
  type TPaymentResult,
} from '@nomina/domain';
import { verifySignature } from '../../../adapters/payments/signature';
import { AppError } from '../../../lib/app-error';
import type { TAccountScope } from '../../business/access/account-scope';
import { findOwnOrder, type TOrderRow } from '../../business/operations/orders.repository';
import { findBankOnFile, readParameter } from '../../business/operations/reference.repository';
import { isModuleOpen } from '../../resource/modules/modules.service';
import type { TPaymentsDeps } from './deps';
import { findPayment, insertPayment, latestPayment, recordOutcome } from './payments.repository';

const fail = (status: number, code: string) => new AppError(status, code as TErrorCode);
const sha = (value: string) => createHash('sha256').update(value).digest('base64url');
/** How long an open-banking order waits for the holder's consent. */
const LINXO_CONSENT_MS = 30 * 60_000;

/** The screen each nature comes back to from the bank's consent page. */
const ROUTE_OF: Record<TOrderNature, string> = {
  ACHAT_TITRE: 'operation_acheter',
  LEVEE_SIMPLE: 'operation_exercer_levee_simple',
  VENTE_TITRE: 'operation_vendre',
  LEVEE_VENTE: 'operation_exercer_levee_vente',
  LEVEE_PASSERELLE: 'operation_exercer_levee_passerelle',
};

async function dueOrder(
  deps: TPaymentsDeps,
  account: TAccountScope,
  refDemande: string,
  mode: 'CB' | 'LINXO',
) {
  const module = mode === 'CB' ? 'option_paiement_cb' : 'option_paiement_linxo';
  if (!(await isModuleOpen(deps.db, account, module))) throw fail(403, ERROR_CODES.moduleRefused);
  const row = await findOwnOrder(deps.db, account.tituNume, refDemande);
  if (!row) throw fail(404, ERROR_CODES.notFound);
  const due = ['A_PAYER', 'REFUSE'].includes(row.request.statutPaiement);
  if (row.request.modePaiement !== mode || !due || row.operation.statut !== 'EN_ATTENTE')
    throw fail(409, PAYMENT_ERRORS.notDue);
  return row;
}

const centsOf = (row: TOrderRow) => dec(row.operation.montantNet).mul(100).toDecimalPlaces(0).toNumber();

const resultOf = (row: TOrderRow, urlPaiement: string | null = null): TPaymentResult => ({
  success: true,
  inBusinessDay: row.request.inBusinessDay,
  refDemande: row.operation.reference,
  supervised: false,
  errorCodes: [],
  urlPaiement,
});

/** external paiement/url-cb: a session on the provider's hosted card page for a card order still to pay. */
export async function startCardPayment(
  deps: TPaymentsDeps,
  account: TAccountScope,
  refDemande: string,
  language: string,
) {
  const row = await dueOrder(deps, account, refDemande, 'CB');
  const plafond = (await readParameter(deps.db, account.emetIden, 'CB_PLAFOND')) ?? 0;
  const overLimit = checkCbPlafond(row.operation.montantNet, plafond);
  if (overLimit) throw fail(422, overLimit);
  const query = new URLSearchParams({
    refDemande: row.operation.reference,
    inBusinessDay: String(row.request.inBusinessDay),
    supervised: 'false',
  });
  const session = await deps.card.createSession({
    refDemande: row.operation.reference,
    amountCents: centsOf(row),
    currency: row.operation.devise,
    language,
    returnPath: `#/payment-callback?${query}`,
  });
  await insertPayment(deps.db, {
    idDemande: row.operation.idDemande,
    provider: 'CB',
    providerRef: session.providerRef,
    amountCents: centsOf(row),
    currency: row.operation.devise,
    statut: 'EN_COURS',
  });
  return resultOf(row, session.url);
}

/** operation/confirm-cb-payment: paid only when the provider confirmed it server to server. */
export async function confirmCardPayment(deps: TPaymentsDeps, account: TAccountScope, refDemande: string) {
  const row = await findOwnOrder(deps.db, account.tituNume, refDemande);
  if (!row || row.request.modePaiement !== 'CB') throw fail(404, ERROR_CODES.notFound);
  if (row.request.statutPaiement === 'PAYE') return resultOf(row);
  const last = await latestPayment(deps.db, row.operation.idDemande, 'CB');
  throw fail(409, last?.statut === 'REFUSED' ? PAYMENT_ERRORS.refused : PAYMENT_ERRORS.notConfirmed);
}

/** external paiement/linxo/orders: an open-banking payment order and the bank's consent page. */
export async function startLinxoPayment(
  deps: TPaymentsDeps,
  account: TAccountScope,
  refDemande: string,
  language: string,
) {
  const row = await dueOrder(deps, account, refDemande, 'LINXO');
  const onFile = await findBankOnFile(deps.db, account.tituNume);
  const allowed = splitParameter(await readParameter(deps.db, account.emetIden, 'LINXO_PAYS_AUTORISE'));
  const refused = checkLinxoCountry(onFile ? onFile.iban.slice(0, 2) : null, allowed);
  if (refused) throw fail(422, refused);
  const operationToken = randomBytes(24).toString('base64url');
  const session = await deps.openBanking.createOrder({
    refDemande: row.operation.reference,
    amountCents: centsOf(row),
    currency: row.operation.devise,
    language,
    returnPath: `#/${ROUTE_OF[row.request.natureDemande]}?order_id=${encodeURIComponent(row.operation.reference)}`,
  });
  await insertPayment(deps.db, {
    idDemande: row.operation.idDemande,
    provider: 'LINXO',
    providerRef: session.providerRef,
    amountCents: centsOf(row),
    currency: row.operation.devise,
    statut: 'EN_COURS',
    tokenHash: sha(operationToken),
  });
  return { orderId: session.providerRef, urlPaiement: session.url, operationToken };
}

async function ownLinxoPayment(deps: TPaymentsDeps, account: TAccountScope, orderId: string) {
  const found = await findPayment(deps.db, orderId);
  if (!found || found.tituNume !== account.tituNume || found.payment.provider !== 'LINXO')
    throw fail(404, ERROR_CODES.notFound);
  return found;
}

/** external paiement/linxo/order-status: polled by the payment step until final. */
export async function linxoOrderStatus(
  deps: TPaymentsDeps,
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
  deps: TPaymentsDeps,
  account: TAccountScope,
  query: { orderId: string; operationToken: string; natureDemande: TOrderNature },
): Promise<TPaymentResult> {
  const found = await ownLinxoPayment(deps, account, query.orderId);
  if (
    found.payment.tokenHash !== sha(query.operationToken) ||
    found.request.natureDemande !== query.natureDemande
  )
    throw fail(403, OPERATION_ERRORS.tokenInvalid);
  if (found.payment.statut === 'REFUSED') throw fail(409, PAYMENT_ERRORS.refused);
  if (found.payment.statut !== 'SUCCEEDED') throw fail(409, PAYMENT_ERRORS.notConfirmed);
  return {
    success: true,
    inBusinessDay: found.request.inBusinessDay,
    refDemande: found.reference,
    supervised: false,
    errorCodes: [],
    urlPaiement: null,
  };
}

/**
 * A provider's server-to-server notification: its signature must verify over the exact body, and
 * it must match the payment (reference, amount, currency). Recorded once; a repeat is answered
 * without change. Nothing is written when any check fails.
 */
export async function receiveNotification(
  deps: TPaymentsDeps,
  rawBody: string,
  signature: string | undefined,
) {
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
  const found = await findPayment(deps.db, providerRef);
  if (!found) throw fail(404, ERROR_CODES.notFound);
  if (
    found.reference !== refDemande ||
    found.payment.amountCents !== amountCents ||
    found.payment.currency !== currency
  )
    throw fail(409, PAYMENT_ERRORS.notDue);
  if (status === 'UNDER_REVIEW') return { received: true };
  await recordOutcome(deps.db, found.payment, {
    statut: status === 'SUCCEEDED' ? 'SUCCEEDED' : 'REFUSED',
    reason: reason ?? null,
    at: deps.now(),
  });
  return { received: true };
}
