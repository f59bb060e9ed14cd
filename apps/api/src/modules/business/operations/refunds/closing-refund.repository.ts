import { and, eq, isNull } from 'drizzle-orm';
import type { TRefundReason } from '@nomina/domain';
import type { TDatabase } from '../../../../db/client';
import { paymentRefunds, payments, securities } from '../../../../db/schema';
import type { TTx } from '../execution/execution.repository';

/**
 * The payment that paid an order: the captured one with no refund yet (a second capture was
 * refunded whole as DEJA_PAYEE when it arrived). Read inside the transaction that holds the
 * order's history line, which the provider's notification locks too.
 */
export async function findPayingPayment(tx: TTx, idDemande: string) {
  const [row] = await tx
    .select({ payment: payments })
    .from(payments)
    .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
    .where(
      and(eq(payments.idDemande, idDemande), eq(payments.statut, 'SUCCEEDED'), isNull(paymentRefunds.id)),
    )
    .orderBy(payments.createdAt)
    .limit(1);
  return row?.payment ?? null;
}

/** Records the refund of part of a payment, once per payment (a second insert changes nothing). */
export async function insertPartialRefund(
  tx: TTx,
  payment: typeof payments.$inferSelect,
  refund: { reason: TRefundReason; amountCents: number },
) {
  await tx
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      idDemande: payment.idDemande,
      amountCents: refund.amountCents,
      currency: payment.currency,
      reason: refund.reason,
      statut: 'EN_COURS',
    })
    .onConflictDoNothing({ target: paymentRefunds.paymentId });
}

/** The issuer and fee schedule of a security (what prices an order's fees). */
export async function findSecurityPricingKeys(db: TDatabase, valeIden: number) {
  const [row] = await db
    .select({ emetIden: securities.emetIden, baremeWeb: securities.baremeWeb })
    .from(securities)
    .where(eq(securities.valeIden, valeIden));
  return row ?? null;
}
