import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import { bankDetails } from '../../../../db/schema';

export type TBankRow = typeof bankDetails.$inferSelect;

/** Status of accepted bank details: the newest one is the account on file (payouts, sale proceeds). */
export const BANK_ACCEPTED = 'VALIDE';

/** The holder's bank details and their changes, one query per method. */
export function createBankDetailsRepository(db: TDatabase) {
  return {
    /** The newest row of the holder in one of the statuses. */
    async findLatestBank(tituNume: string, statuses: string[]) {
      const [row] = await db
        .select()
        .from(bankDetails)
        .where(and(eq(bankDetails.tituNume, tituNume), inArray(bankDetails.status, statuses)))
        .orderBy(desc(bankDetails.createdAt))
        .limit(1);
      return row;
    },

    async findDraftByToken(tituNume: string, tokenHash: string) {
      const [row] = await db
        .select()
        .from(bankDetails)
        .where(
          and(
            eq(bankDetails.tituNume, tituNume),
            eq(bankDetails.tokenHash, tokenHash),
            eq(bankDetails.status, 'BROUILLON'),
          ),
        );
      return row;
    },

    /** Whether a document already backs a bank change. */
    async isDocumentUsed(documentId: string) {
      const rows = await db
        .select({ id: bankDetails.id })
        .from(bankDetails)
        .where(eq(bankDetails.documentId, documentId));
      return rows.length > 0;
    },

    async insertBank(values: typeof bankDetails.$inferInsert) {
      await db.insert(bankDetails).values(values);
    },

    async setBankStatus(id: string, status: string) {
      const updated = await db
        .update(bankDetails)
        .set({ status, confirmedAt: new Date() })
        .where(and(eq(bankDetails.id, id), eq(bankDetails.status, 'BROUILLON')))
        .returning({ id: bankDetails.id });
      return updated.length === 1;
    },
  };
}

export type TBankDetailsRepository = ReturnType<typeof createBankDetailsRepository>;
