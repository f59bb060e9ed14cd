import {
  closedOrderRefundReason,
  dec,
  ERROR_CODES,
  toNumber,
  type TErrorCode,
  type TPaymentHistory,
} from '@nomina/domain';
import { AppError } from '../../../lib/app-error';
import type { TAccountScope } from '../../../access';
import type { TPaymentsDeps } from './deps';
import type { TPaymentRow, TRefundRow } from './refunds.repository';

/**
 * Sends one recorded refund to the provider that captured the payment, its row id as the
 * idempotency key (a refund sent twice is refunded once); REMBOURSE with the provider's id, or
 * ECHEC with the reason, retried by the sweep.
 */
async function send(deps: TPaymentsDeps, refund: TRefundRow, payment: TPaymentRow) {
  const provider = payment.provider === 'CB' ? deps.card : deps.openBanking;
  try {
    const { refundRef } = await provider.refund({
      providerRef: payment.providerRef,
      amountCents: refund.amountCents,
      currency: refund.currency,
      idempotencyKey: refund.id,
      reason: refund.reason,
    });
    await deps.refunds.markRefunded(refund.id, refundRef, deps.now());
  } catch (error) {
    await deps.refunds.markRefundFailed(refund.id, error instanceof Error ? error.message : String(error));
  }
}

/** Sends the refunds still to send of one payment or one request. */
export async function sendRefunds(deps: TPaymentsDeps, scope: { paymentId?: string; idDemande?: string }) {
  for (const { refund, payment } of await deps.refunds.findRefundsToSend(scope))
    await send(deps, refund, payment);
}

/**
 * A request just closed (the holder cancelled the order, it expired or was rejected with nothing
 * executed): each payment it captured is recorded for refund, then sent.
 */
export async function refundClosedRequest(deps: TPaymentsDeps, idDemande: string) {
  for (const { payment, statut, quantiteExecutee } of await deps.refunds.findUnrefundedClosed(idDemande)) {
    const reason = closedOrderRefundReason(statut, Number(quantiteExecutee));
    if (reason) await deps.refunds.insertRefund(payment, reason);
  }
  await sendRefunds(deps, { idDemande });
}

/**
 * The periodic sweep (with the execution engine): closed orders' captured payments not yet
 * refunded, and refunds left in progress (a crash between recording and sending) or refused by
 * the provider. Returns how many were sent.
 */
export async function sweepRefunds(deps: TPaymentsDeps): Promise<number> {
  for (const { payment, statut, quantiteExecutee } of await deps.refunds.findUnrefundedClosed()) {
    const reason = closedOrderRefundReason(statut, Number(quantiteExecutee));
    if (reason) await deps.refunds.insertRefund(payment, reason);
  }
  const toSend = await deps.refunds.findRefundsToSend({});
  for (const { refund, payment } of toSend) await send(deps, refund, payment);
  return toSend.length;
}

const centsToAmount = (cents: number) => toNumber(dec(cents).div(100));

/** external paiement/historique: the payments of one of the holder's requests and their refunds. */
export async function paymentHistory(
  deps: TPaymentsDeps,
  account: TAccountScope,
  idDemande: string,
): Promise<TPaymentHistory> {
  if (!(await deps.refunds.isOwnRequest(account.tituNume, idDemande)))
    throw new AppError(404, ERROR_CODES.notFound as TErrorCode);
  const rows = await deps.refunds.findPaymentHistory(account.tituNume, idDemande);
  return {
    paiements: rows.map(({ payment, refund }) => ({
      provider: payment.provider,
      montant: centsToAmount(payment.amountCents),
      devise: payment.currency,
      statut: payment.statut,
      dateCreation: payment.createdAt.toISOString(),
      dateConfirmation: payment.confirmedAt?.toISOString() ?? null,
      remboursement: refund && {
        statut: refund.statut,
        motif: refund.reason,
        montant: centsToAmount(refund.amountCents),
        dateDemande: refund.createdAt.toISOString(),
        dateRemboursement: refund.refundedAt?.toISOString() ?? null,
      },
    })),
  };
}
