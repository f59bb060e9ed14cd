import { and, eq, inArray } from 'drizzle-orm';
import type { TStatutPaiement } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { operations, orderRequests } from '../../../db/schema';

export type TOrderRow = {
  operation: typeof operations.$inferSelect;
  request: typeof orderRequests.$inferSelect;
};

const selectOrders = (db: Pick<TDatabase, 'select'>) =>
  db
    .select({ operation: operations, request: orderRequests })
    .from(orderRequests)
    .innerJoin(operations, eq(operations.idDemande, orderRequests.idDemande));

/** The on-line orders (history line and request), one query per method. */
export function createOrdersRepository(db: TDatabase) {
  return {
    /** The holder's order placed with an idempotency key, if any. */
    async findOrderByKey(tituNume: string, key: string): Promise<TOrderRow | null> {
      const [row] = await selectOrders(db).where(
        and(eq(orderRequests.tituNume, tituNume), eq(orderRequests.idempotencyKey, key)),
      );
      return row ?? null;
    },

    /** One of the holder's on-line orders by its reference (refDemande); another holder's is null. */
    async findOwnOrder(tituNume: string, refDemande: string): Promise<TOrderRow | null> {
      const [row] = await selectOrders(db).where(
        and(eq(orderRequests.tituNume, tituNume), eq(operations.reference, refDemande)),
      );
      return row ?? null;
    },

    /** The history line of a new order. */
    async insertOperation(operation: typeof operations.$inferInsert) {
      await db.insert(operations).values(operation);
    },

    /** The request of a new order (after its history line). */
    async insertRequest(request: typeof orderRequests.$inferInsert) {
      await db.insert(orderRequests).values(request);
    },

    /** The payment outcome on an order still payable (A_PAYER, or REFUSE paid again). */
    async setOrderPaymentStatus(idDemande: string, statutPaiement: TStatutPaiement) {
      await db
        .update(orderRequests)
        .set({ statutPaiement })
        .where(
          and(
            eq(orderRequests.idDemande, idDemande),
            inArray(orderRequests.statutPaiement, ['A_PAYER', 'REFUSE']),
          ),
        );
    },
  };
}

export type TOrdersRepository = ReturnType<typeof createOrdersRepository>;

/** True when a database error is the unique violation of the idempotency key. */
export function isDuplicateKey(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const record = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (record.code === '23505') return true;
    if (typeof record.message === 'string' && record.message.includes('order_requests_holder_key'))
      return true;
    current = record.cause;
  }
  return false;
}
