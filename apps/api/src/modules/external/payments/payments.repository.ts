import { and, desc, eq } from 'drizzle-orm';
import { capturedPaymentFate, type TPayableState } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { operations, ostEvents, payments } from '../../../db/schema';
import {
  findOwnOstAnswer,
  OST_AWAITING_PAYMENT,
  OST_PENDING,
} from '../../business/corporate-actions/ost-payable.repository';
import { recordPayableOutcome, type TPayable } from './payables';
import { insertRefund, lockOrderState } from './refunds.repository';

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

/** The request a captured payment is for, read under the lock of its history line. */
async function payableStateOf(
  tx: Pick<TDatabase, 'select'>,
  tituNume: string,
  payable: Pick<TPayable, 'kind' | 'idDemande' | 'refDemande'>,
): Promise<TPayableState | null> {
  const order = await lockOrderState(tx as TDatabase, payable.idDemande);
  if (payable.kind === 'ORDER') return order && { kind: 'ORDER', ...order };
  const answer = await findOwnOstAnswer(tx, tituNume, payable.refDemande);
  if (!answer) return null;
  // The event row too, as the register engine locks it before settling: a settlement and this
  // payment never cross (the payment sees the settlement, or the engine sees the payment).
  await tx
    .select({ idOst: ostEvents.idOst })
    .from(ostEvents)
    .where(eq(ostEvents.idOst, answer.answer.idOst))
    .for('update');
  const found = await findOwnOstAnswer(tx, tituNume, payable.refDemande);
  return (
    found && {
      kind: 'OST',
      awaitingPayment: found.answer.statut === OST_AWAITING_PAYMENT,
      isPaid: found.answer.paidAt !== null && found.answer.statut === OST_PENDING,
      isSettled: found.isSettled,
    }
  );
}

/**
 * Records a provider's confirmed outcome once: the payment leaves EN_COURS and, in the same
 * transaction, a refusal marks the request refused, and a success pays it while it still waits
 * for it, else (closed, settled, already paid) records a refund of the payment. 'repeat' when
 * the outcome was already recorded.
 */
export async function recordOutcome(
  db: TDatabase,
  payment: TPaymentRow,
  payable: Pick<TPayable, 'kind' | 'idDemande' | 'refDemande'> & { tituNume: string },
  outcome: { statut: 'SUCCEEDED' | 'REFUSED'; reason: string | null; at: Date },
): Promise<'paid' | 'refused' | 'refund' | 'repeat'> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(payments)
      .set({ statut: outcome.statut, reason: outcome.reason, confirmedAt: outcome.at })
      .where(and(eq(payments.id, payment.id), eq(payments.statut, 'EN_COURS')))
      .returning({ id: payments.id });
    if (!updated) return 'repeat';
    if (outcome.statut === 'REFUSED') {
      await recordPayableOutcome(tx, payable, { isPaid: false, at: outcome.at });
      return 'refused';
    }
    const state = await payableStateOf(tx, payable.tituNume, payable);
    const fate = state ? capturedPaymentFate(state) : ({ refund: 'DEMANDE_CLOSE' } as const);
    if ('honour' in fate) {
      await recordPayableOutcome(tx, payable, { isPaid: true, at: outcome.at });
      return 'paid';
    }
    await insertRefund(tx, payment, fate.refund);
    return 'refund';
  });
}
