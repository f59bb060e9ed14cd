import { and, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { operations, payments } from '../../../db/schema';
import { recordPayableOutcome, type TPayable } from './payables';

export type TPaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: TDatabase, row: typeof payments.$inferInsert) {
  await db.insert(payments).values(row);
}

/** A payment by the provider's reference, with the reference and holder of what it pays. */
export async function findPayment(db: TDatabase, providerRef: string) {
  const [row] = await db
    .select({ payment: payments, reference: operations.reference, tituNume: operations.tituNume })
    .from(payments)
    .innerJoin(operations, eq(operations.idDemande, payments.idDemande))
    .where(eq(payments.providerRef, providerRef));
  return row ?? null;
}

/** The latest payment of a request with a provider. */
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
 * Records a provider's confirmed outcome once: the payment leaves EN_COURS and the request it
 * pays takes the outcome in the same transaction. False when it was already recorded.
 */
export async function recordOutcome(
  db: TDatabase,
  payment: TPaymentRow,
  payable: Pick<TPayable, 'kind' | 'idDemande'>,
  outcome: { statut: 'SUCCEEDED' | 'REFUSED'; reason: string | null; at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(payments)
      .set({ statut: outcome.statut, reason: outcome.reason, confirmedAt: outcome.at })
      .where(and(eq(payments.id, payment.id), eq(payments.statut, 'EN_COURS')))
      .returning({ id: payments.id });
    if (!updated) return false;
    await recordPayableOutcome(tx, payable, { isPaid: outcome.statut === 'SUCCEEDED', at: outcome.at });
    return true;
  });
}
