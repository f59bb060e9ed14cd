import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { payments, sandboxRefunds } from '../../db/schema';

/** The sandbox providers' own book of refunds (sandbox_refunds) and the charges they captured, one query per method. */
export function createSandboxRefundsRepository(db: TDatabase) {
  return {
    /** The captured charge of this provider's reference (a confirmed payment), if any. */
    async findCapturedCharge(provider: 'CB' | 'LINXO', providerRef: string) {
      const [charge] = await db
        .select({ amountCents: payments.amountCents, currency: payments.currency })
        .from(payments)
        .where(
          and(
            eq(payments.providerRef, providerRef),
            eq(payments.provider, provider),
            eq(payments.statut, 'SUCCEEDED'),
          ),
        );
      return charge ?? null;
    },

    /** What the book already refunded of a charge under other keys, in cents. */
    async refundedUnderOtherKeys(provider: 'CB' | 'LINXO', chargeRef: string, idempotencyKey: string) {
      const [already] = await db
        .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)`.mapWith(Number) })
        .from(sandboxRefunds)
        .where(
          and(
            eq(sandboxRefunds.chargeRef, chargeRef),
            eq(sandboxRefunds.provider, provider),
            ne(sandboxRefunds.idempotencyKey, idempotencyKey),
          ),
        );
      return already?.cents ?? 0;
    },

    /** Records a refund once per key (a second insert with the same key changes nothing). */
    async insertOnce(row: typeof sandboxRefunds.$inferInsert) {
      await db
        .insert(sandboxRefunds)
        .values(row)
        .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey });
    },

    /** The id of the refund recorded under a key. */
    async findIdByKey(idempotencyKey: string) {
      const [recorded] = await db
        .select({ id: sandboxRefunds.id })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      return recorded?.id;
    },
  };
}

export type TSandboxRefundsRepository = ReturnType<typeof createSandboxRefundsRepository>;
