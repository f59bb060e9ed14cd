import { and, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { operations, payments } from '../../../db/schema';

export type TPaymentRow = typeof payments.$inferSelect;

/** The payments (card and open banking) of the holders' requests, one query per method. */
export function createPaymentsRepository(db: TDatabase) {
  return {
    async insertPayment(row: typeof payments.$inferInsert) {
      await db.insert(payments).values(row);
    },

    /** A payment by the provider's reference, with the reference and holder of what it pays. */
    async findPayment(providerRef: string) {
      const [row] = await db
        .select({ payment: payments, reference: operations.reference, tituNume: operations.tituNume })
        .from(payments)
        .innerJoin(operations, eq(operations.idDemande, payments.idDemande))
        .where(eq(payments.providerRef, providerRef));
      return row ?? null;
    },

    /** The latest payment of a request with a provider. */
    async latestPayment(idDemande: string, provider: 'CB' | 'LINXO') {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.idDemande, idDemande), eq(payments.provider, provider)))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Marks a payment still in progress with the provider's confirmed outcome; false when it had
     * left EN_COURS already (a repeated notification).
     */
    async markPaymentConfirmed(
      paymentId: string,
      outcome: { statut: 'SUCCEEDED' | 'REFUSED'; reason: string | null; at: Date },
    ): Promise<boolean> {
      const [updated] = await db
        .update(payments)
        .set({ statut: outcome.statut, reason: outcome.reason, confirmedAt: outcome.at })
        .where(and(eq(payments.id, paymentId), eq(payments.statut, 'EN_COURS')))
        .returning({ id: payments.id });
      return updated !== undefined;
    },
  };
}

export type TPaymentsRepository = ReturnType<typeof createPaymentsRepository>;
