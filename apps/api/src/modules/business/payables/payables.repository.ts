import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { operations, orderRequests, ostEvents } from '../../../db/schema';

type TReader = Pick<TDatabase, 'select'>;

/**
 * Locks the request's history line for the rest of the transaction (a cancel waits, or is
 * waited for) and reads an order's status and payment status; null for a corporate-action answer.
 */
export async function lockOrderState(db: TReader, idDemande: string) {
  const [locked] = await db
    .select({ statut: operations.statut })
    .from(operations)
    .where(eq(operations.idDemande, idDemande))
    .for('update');
  if (!locked) return null;
  const [request] = await db
    .select({ statutPaiement: orderRequests.statutPaiement })
    .from(orderRequests)
    .where(eq(orderRequests.idDemande, idDemande));
  return request ? { statut: locked.statut, statutPaiement: request.statutPaiement } : null;
}

/**
 * Locks a corporate action's event row for the rest of the transaction, as the register engine
 * does before settling it: a settlement and a payment never cross.
 */
export async function lockOstEvent(db: TReader, idOst: number) {
  await db.select({ idOst: ostEvents.idOst }).from(ostEvents).where(eq(ostEvents.idOst, idOst)).for('update');
}
