import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { identityChecks, identityDocuments, type TIdSheetRow } from '../../../db/schema';

export type TCheck = typeof identityChecks.$inferSelect;
export type TNewCheck = typeof identityChecks.$inferInsert;
export type TDocRow = typeof identityDocuments.$inferSelect;

/** Identity-check sessions (by second token) and their documents: one query per method. */
export function createIdentityCheckRepository(db: TDatabase) {
  return {
    async insertCheck(values: TNewCheck): Promise<void> {
      await db.insert(identityChecks).values(values);
    },

    async findCheck(secondToken: string): Promise<TCheck | null> {
      const [row] = await db.select().from(identityChecks).where(eq(identityChecks.secondToken, secondToken));
      return row ?? null;
    },

    /**
     * Locks a session for the rest of the transaction (a document write of the same session
     * waits); its status, or null when there is none.
     */
    async lockCheck(secondToken: string): Promise<string | null> {
      const [row] = await db
        .select({ status: identityChecks.status })
        .from(identityChecks)
        .where(eq(identityChecks.secondToken, secondToken))
        .for('update');
      return row?.status ?? null;
    },

    async listDocuments(secondToken: string): Promise<TDocRow[]> {
      return db
        .select()
        .from(identityDocuments)
        .where(eq(identityDocuments.secondToken, secondToken))
        .orderBy(identityDocuments.createdAt);
    },

    async insertDocument(values: {
      secondToken: string;
      type: string;
      subType: string;
      sheets: TIdSheetRow[];
    }): Promise<TDocRow> {
      const [row] = await db
        .insert(identityDocuments)
        .values({ ...values, status: 'UPLOADED' })
        .returning();
      return row!;
    },

    async updateSheets(documentId: string, subType: string, sheets: TIdSheetRow[]): Promise<TDocRow> {
      const [row] = await db
        .update(identityDocuments)
        .set({ subType, sheets })
        .where(eq(identityDocuments.id, documentId))
        .returning();
      return row!;
    },

    /** Deletes a document of the session; null when there is none. */
    async deleteDocument(documentId: string, secondToken: string): Promise<TDocRow | null> {
      const [row] = await db
        .delete(identityDocuments)
        .where(and(eq(identityDocuments.id, documentId), eq(identityDocuments.secondToken, secondToken)))
        .returning();
      return row ?? null;
    },

    async recordScore(
      secondToken: string,
      result: { scoreRange: string; analysisMs: number; submittedAt: Date },
    ): Promise<void> {
      await db
        .update(identityChecks)
        .set({ status: 'DONE', ...result })
        .where(eq(identityChecks.secondToken, secondToken));
    },

    async setStatus(secondToken: string, status: 'PENDING'): Promise<void> {
      await db.update(identityChecks).set({ status }).where(eq(identityChecks.secondToken, secondToken));
    },

    /** The analysis failed: the session ends in ERROR with the code its status call gives. */
    async recordFailure(secondToken: string, errorCode: string): Promise<void> {
      await db
        .update(identityChecks)
        .set({ status: 'ERROR', errorCode })
        .where(eq(identityChecks.secondToken, secondToken));
    },

    async recordMediumContacts(
      secondToken: string,
      contacts: { mediumPhone: string; mediumMail: string; mediumLang: string },
    ): Promise<void> {
      await db.update(identityChecks).set(contacts).where(eq(identityChecks.secondToken, secondToken));
    },
  };
}

export type TIdentityCheckRepository = ReturnType<typeof createIdentityCheckRepository>;
