import { and, eq, isNull } from 'drizzle-orm';
import type { TRefundReason } from '@nomina/domain';
import type { TDatabase } from '../../../../db/client';
import { paymentRefunds, payments, securities } from '../../../../db/schema';

export type TPaidPayment = typeof payments.$inferSelect;

/** What a closing order's refund reads and writes (its payment, its refund, its security's pricing keys). */
export function createClosingRefundRepository(db: TDatabase) {
  return {
    /**
     * The payment that paid an order: the captured one with no refund yet (a second capture was
     * refunded whole as DEJA_PAYEE when it arrived). Read inside the transaction that holds the
     * order's history line, which the provider's notification locks too.
     */
    async findPayingPayment(idDemande: string) {
      const [row] = await db
        .select({ payment: payments })
        .from(payments)
        .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
        .where(
          and(eq(payments.idDemande, idDemande), eq(payments.statut, 'SUCCEEDED'), isNull(paymentRefunds.id)),
        )
        .orderBy(payments.createdAt)
        .limit(1);
      return row?.payment ?? null;
    },

    /** Records the refund of part of a payment, once per payment (a second insert changes nothing). */
    async insertPartialRefund(payment: TPaidPayment, refund: { reason: TRefundReason; amountCents: number }) {
      await db
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
    },

    /** The issuer and fee schedule of a security (what prices an order's fees). */
    async findSecurityPricingKeys(valeIden: number) {
      const [row] = await db
        .select({ emetIden: securities.emetIden, baremeWeb: securities.baremeWeb })
        .from(securities)
        .where(eq(securities.valeIden, valeIden));
      return row ?? null;
    },
  };
}

export type TClosingRefundRepository = ReturnType<typeof createClosingRefundRepository>;
