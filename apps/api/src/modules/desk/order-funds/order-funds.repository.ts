import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { operations, orderRequests } from '../../../db/schema';

/**
 * The registrar's side of the orders paid by transfer or cheque: finding an on-line order by its
 * reference and recording that its funds arrived, one query per method. Used by the desk API and
 * by the non-production helper (modules/dev), which stands in for the desk.
 */
export function createOrderFundsRepository(db: TDatabase) {
  return {
    /** The idDemande of the on-line order with this reference (refDemande); null when there is none. */
    async findOrderIdByReference(refDemande: string): Promise<string | null> {
      const [order] = await db
        .select({ idDemande: operations.idDemande })
        .from(operations)
        .innerJoin(orderRequests, eq(orderRequests.idDemande, operations.idDemande))
        .where(eq(operations.reference, refDemande))
        .limit(1);
      return order?.idDemande ?? null;
    },

    /**
     * An order awaiting its funds (EN_ATTENTE_FONDS, still pending: not cancelled, expired or
     * closed) marked paid, in one statement; false when it was not awaiting them, so two calls
     * mark it once.
     */
    async markFundsReceived(idDemande: string): Promise<boolean> {
      const pending = db
        .select({ idDemande: operations.idDemande })
        .from(operations)
        .where(
          and(
            eq(operations.idDemande, idDemande),
            eq(operations.statut, 'EN_ATTENTE'),
            isNull(operations.cancelledAt),
          ),
        );
      const updated = await db
        .update(orderRequests)
        .set({ statutPaiement: 'PAYE' })
        .where(
          and(
            eq(orderRequests.idDemande, idDemande),
            eq(orderRequests.statutPaiement, 'EN_ATTENTE_FONDS'),
            isNull(orderRequests.closedAt),
            inArray(orderRequests.idDemande, pending),
          ),
        )
        .returning({ idDemande: orderRequests.idDemande });
      return updated.length > 0;
    },
  };
}

export type TOrderFundsRepository = ReturnType<typeof createOrderFundsRepository>;
