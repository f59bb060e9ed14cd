import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TStatutPaiement } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { operations, orderRequests, payments } from '../../../db/schema';

export type TPaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: TDatabase, row: typeof payments.$inferInsert) {
  await db.insert(payments).values(row);
}

/** A payment with its order, by the provider's reference. */
export async function findPayment(db: TDatabase, providerRef: string) {
  const [row] = await db
    .select({
      payment: payments,
      reference: operations.reference,
      tituNume: operations.tituNume,
      request: orderRequests,
    })
    .from(payments)
    .innerJoin(operations, eq(operations.idDemande, payments.idDemande))
    .innerJoin(orderRequests, eq(orderRequests.idDemande, payments.idDemande))
    .where(eq(payments.providerRef, providerRef));
  return row ?? null;
}

/** The latest payment of an order with a provider. */
export async function latestPayment(db: TDatabase, idDemande: string, provider: 'CB' | 'LINXO') {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.idDemande, idDemande), eq(payments.provider, provider)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Records a provider's confirmed outcome once: the payment leaves EN_COURS and the order becomes
 * PAYE or REFUSE in the same transaction. False when it was already recorded.
 */
export async function recordOutcome(
  db: TDatabase,
  payment: TPaymentRow,
  outcome: { statut: 'SUCCEEDED' | 'REFUSED'; reason: string | null; at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(payments)
      .set({ statut: outcome.statut, reason: outcome.reason, confirmedAt: outcome.at })
      .where(and(eq(payments.id, payment.id), eq(payments.statut, 'EN_COURS')))
      .returning({ id: payments.id });
    if (!updated) return false;
    const statutPaiement: TStatutPaiement = outcome.statut === 'SUCCEEDED' ? 'PAYE' : 'REFUSE';
    await tx
      .update(orderRequests)
      .set({ statutPaiement })
      .where(
        and(
          eq(orderRequests.idDemande, payment.idDemande),
          inArray(orderRequests.statutPaiement, ['A_PAYER', 'REFUSE']),
        ),
      );
    return true;
  });
}
