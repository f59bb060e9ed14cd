import { and, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import { agreements, coctCompletions, gedDocuments, holders, issuers } from '../../../../db/schema';

export type TAgreementRow = typeof agreements.$inferSelect;
type TDb = Pick<TDatabase, 'select' | 'insert' | 'update'>;

/** The holder's newest agreement of a version. */
export async function findLatestAgreement(db: TDb, tituNume: string, version: number) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.tituNume, tituNume), eq(agreements.version, version)))
    .orderBy(desc(agreements.createdAt))
    .limit(1);
  return row;
}

export async function findSignedAgreement(db: TDb, tituNume: string, version: number) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(
      and(eq(agreements.tituNume, tituNume), eq(agreements.version, version), eq(agreements.status, 'SIGNE')),
    );
  return row;
}

/** One agreement of this holder only. */
export async function findAgreement(db: TDb, tituNume: string, coctUuid: string) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.tituNume, tituNume), eq(agreements.coctUuid, coctUuid)));
  return row;
}

export async function insertAgreement(db: TDb, values: typeof agreements.$inferInsert) {
  const [row] = await db.insert(agreements).values(values).returning();
  return row!;
}

export async function updateAgreement(db: TDb, coctUuid: string, values: Partial<TAgreementRow>) {
  await db.update(agreements).set(values).where(eq(agreements.coctUuid, coctUuid));
}

export async function insertGedDocument(db: TDb, values: typeof gedDocuments.$inferInsert) {
  await db.insert(gedDocuments).values(values);
}

/** The profile badge's source (coct-info-completion-status). */
export async function markAgreementComplete(db: TDb, tituNume: string) {
  await db
    .insert(coctCompletions)
    .values({ tituNume, complete: true, updatedAt: new Date() })
    .onConflictDoUpdate({ target: coctCompletions.tituNume, set: { complete: true, updatedAt: new Date() } });
}

/** The holder of an account with its issuer's name, or undefined. */
export async function findHolderAndIssuer(db: TDb, tituNume: string) {
  const [row] = await db
    .select({ holder: holders, issuer: issuers.emetLibe })
    .from(holders)
    .innerJoin(issuers, eq(issuers.emetIden, holders.emetIden))
    .where(eq(holders.tituNume, tituNume));
  return row;
}
