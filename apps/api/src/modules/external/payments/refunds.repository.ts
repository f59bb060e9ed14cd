import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TRefundReason } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { operations, paymentRefunds, payments } from '../../../db/schema';

export type TRefundRow = typeof paymentRefunds.$inferSelect;
export type TPaymentRow = typeof payments.$inferSelect;

/** How many times a refund the provider refused is sent again before someone looks at it. */
export const MAX_REFUND_ATTEMPTS = 10;

/** The refunds of captured payments, one query per method. */
export function createRefundsRepository(db: TDatabase) {
  return {
    /** A refund of the whole payment, once per payment (a second insert changes nothing). */
    async insertRefund(payment: TPaymentRow, reason: TRefundReason) {
      await db
        .insert(paymentRefunds)
        .values({
          paymentId: payment.id,
          idDemande: payment.idDemande,
          amountCents: payment.amountCents,
          currency: payment.currency,
          reason,
          statut: 'EN_COURS',
        })
        .onConflictDoNothing({ target: paymentRefunds.paymentId });
    },

    /** Captured payments of orders closed with nothing executed (cancelled, expired, rejected), not yet refunded. */
    async findUnrefundedClosed(idDemande?: string) {
      return db
        .select({
          payment: payments,
          statut: operations.statut,
          quantiteExecutee: operations.quantiteExecutee,
        })
        .from(payments)
        .innerJoin(operations, eq(operations.idDemande, payments.idDemande))
        .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
        .where(
          and(
            eq(payments.statut, 'SUCCEEDED'),
            isNull(paymentRefunds.id),
            inArray(operations.statut, ['ANNULE', 'EXPIRE', 'REJETE']),
            sql`${operations.quantiteExecutee} = 0`,
            idDemande ? eq(payments.idDemande, idDemande) : undefined,
          ),
        )
        .limit(500);
    },

    /** Refunds still to send (in progress, or refused fewer than MAX_REFUND_ATTEMPTS times): of one payment, one request, or all. */
    async findRefundsToSend(scope: { paymentId?: string; idDemande?: string }) {
      return db
        .select({ refund: paymentRefunds, payment: payments })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(
          and(
            or(
              eq(paymentRefunds.statut, 'EN_COURS'),
              and(eq(paymentRefunds.statut, 'ECHEC'), lt(paymentRefunds.attempts, MAX_REFUND_ATTEMPTS)),
            ),
            scope.paymentId ? eq(paymentRefunds.paymentId, scope.paymentId) : undefined,
            scope.idDemande ? eq(paymentRefunds.idDemande, scope.idDemande) : undefined,
          ),
        )
        .orderBy(asc(paymentRefunds.createdAt))
        .limit(200);
    },

    async markRefunded(id: string, providerRefundRef: string, at: Date) {
      await db
        .update(paymentRefunds)
        .set({
          statut: 'REMBOURSE',
          providerRefundRef,
          refundedAt: at,
          lastError: null,
          attempts: sql`${paymentRefunds.attempts} + 1`,
        })
        .where(and(eq(paymentRefunds.id, id), inArray(paymentRefunds.statut, ['EN_COURS', 'ECHEC'])));
    },

    async markRefundFailed(id: string, error: string) {
      await db
        .update(paymentRefunds)
        .set({
          statut: 'ECHEC',
          lastError: error.slice(0, 200),
          attempts: sql`${paymentRefunds.attempts} + 1`,
        })
        .where(and(eq(paymentRefunds.id, id), inArray(paymentRefunds.statut, ['EN_COURS', 'ECHEC'])));
    },

    /** The payments of one request of the holder (scoped by tituNume), oldest first, with their refunds. */
    async findPaymentHistory(tituNume: string, idDemande: string) {
      return db
        .select({ payment: payments, refund: paymentRefunds })
        .from(payments)
        .innerJoin(operations, eq(operations.idDemande, payments.idDemande))
        .leftJoin(paymentRefunds, eq(paymentRefunds.paymentId, payments.id))
        .where(and(eq(payments.idDemande, idDemande), eq(operations.tituNume, tituNume)))
        .orderBy(asc(payments.createdAt));
    },

    /** Whether the request is the holder's own history line. */
    async isOwnRequest(tituNume: string, idDemande: string) {
      const [row] = await db
        .select({ idDemande: operations.idDemande })
        .from(operations)
        .where(and(eq(operations.idDemande, idDemande), eq(operations.tituNume, tituNume)));
      return row !== undefined;
    },
  };
}

export type TRefundsRepository = ReturnType<typeof createRefundsRepository>;
