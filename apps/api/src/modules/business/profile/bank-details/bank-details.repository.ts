import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import { bankDetails } from '../../../../db/schema';

type TDb = Pick<TDatabase, 'select' | 'insert' | 'update'>;
export type TBankRow = typeof bankDetails.$inferSelect;

/** Status of accepted bank details: the newest one is the account on file (payouts, sale proceeds). */
export const BANK_ACCEPTED = 'VALIDE';

/** The newest row of the holder in one of the statuses. */
export async function findLatestBank(db: TDb, tituNume: string, statuses: string[]) {
  const [row] = await db
    .select()
    .from(bankDetails)
    .where(and(eq(bankDetails.tituNume, tituNume), inArray(bankDetails.status, statuses)))
    .orderBy(desc(bankDetails.createdAt))
    .limit(1);
  return row;
}

export async function findDraftByToken(db: TDb, tituNume: string, tokenHash: string) {
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
}

/** Whether a document already backs a bank change. */
export async function isDocumentUsed(db: TDb, documentId: string) {
  const rows = await db
    .select({ id: bankDetails.id })
    .from(bankDetails)
    .where(eq(bankDetails.documentId, documentId));
  return rows.length > 0;
}

export async function insertBank(db: TDb, values: typeof bankDetails.$inferInsert) {
  await db.insert(bankDetails).values(values);
}

export async function setBankStatus(db: TDb, id: string, status: string) {
  const updated = await db
    .update(bankDetails)
    .set({ status, confirmedAt: new Date() })
    .where(and(eq(bankDetails.id, id), eq(bankDetails.status, 'BROUILLON')))
    .returning({ id: bankDetails.id });
  return updated.length === 1;
}
