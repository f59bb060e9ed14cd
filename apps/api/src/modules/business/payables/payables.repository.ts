import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { operations, orderRequests, ostEvents } from '../../../db/schema';

/** The locks a captured payment takes on the request it pays, one query per method. */
export function createPayablesRepository(db: TDatabase) {
  return {
    /**
     * Locks the request's history line for the rest of the transaction (a cancel waits, or is
     * waited for); its status, or null when there is none.
     */
    async lockOperation(idDemande: string) {
      const [locked] = await db
        .select({ statut: operations.statut })
        .from(operations)
        .where(eq(operations.idDemande, idDemande))
        .for('update');
      return locked ?? null;
    },

    /** An order's payment status; null for a corporate-action answer (no order request). */
    async findPaymentStatus(idDemande: string) {
      const [request] = await db
        .select({ statutPaiement: orderRequests.statutPaiement })
        .from(orderRequests)
        .where(eq(orderRequests.idDemande, idDemande));
      return request ?? null;
    },

    /**
     * Locks a corporate action's event row for the rest of the transaction, as the register engine
     * does before settling it: a settlement and a payment never cross.
     */
    async lockOstEvent(idOst: number) {
      await db
        .select({ idOst: ostEvents.idOst })
        .from(ostEvents)
        .where(eq(ostEvents.idOst, idOst))
        .for('update');
    },
  };
}

export type TPayablesRepository = ReturnType<typeof createPayablesRepository>;
