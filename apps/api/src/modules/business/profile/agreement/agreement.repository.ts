import { and, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import { agreements, coctCompletions, gedDocuments, holders, issuers } from '../../../../db/schema';

export type TAgreementRow = typeof agreements.$inferSelect;

/** The account agreement's queries (agreements, the signed file's GED line, the completion), one per method. */
export function createAgreementRepository(db: TDatabase) {
  return {
    /** The holder's newest agreement of a version. */
    async findLatestAgreement(tituNume: string, version: number) {
      const [row] = await db
        .select()
        .from(agreements)
        .where(and(eq(agreements.tituNume, tituNume), eq(agreements.version, version)))
        .orderBy(desc(agreements.createdAt))
        .limit(1);
      return row;
    },

    async findSignedAgreement(tituNume: string, version: number) {
      const [row] = await db
        .select()
        .from(agreements)
        .where(
          and(
            eq(agreements.tituNume, tituNume),
            eq(agreements.version, version),
            eq(agreements.status, 'SIGNE'),
          ),
        );
      return row;
    },

    /** One agreement of this holder only. */
    async findAgreement(tituNume: string, coctUuid: string) {
      const [row] = await db
        .select()
        .from(agreements)
        .where(and(eq(agreements.tituNume, tituNume), eq(agreements.coctUuid, coctUuid)));
      return row;
    },

    async insertAgreement(values: typeof agreements.$inferInsert) {
      const [row] = await db.insert(agreements).values(values).returning();
      return row!;
    },

    async updateAgreement(coctUuid: string, values: Partial<TAgreementRow>) {
      await db.update(agreements).set(values).where(eq(agreements.coctUuid, coctUuid));
    },

    async insertGedDocument(values: typeof gedDocuments.$inferInsert) {
      await db.insert(gedDocuments).values(values);
    },

    /** The profile badge's source (coct-info-completion-status). */
    async markAgreementComplete(tituNume: string) {
      await db
        .insert(coctCompletions)
        .values({ tituNume, complete: true, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: coctCompletions.tituNume,
          set: { complete: true, updatedAt: new Date() },
        });
    },

    /** The holder of an account with its issuer's name, or undefined. */
    async findHolderAndIssuer(tituNume: string) {
      const [row] = await db
        .select({ holder: holders, issuer: issuers.emetLibe })
        .from(holders)
        .innerJoin(issuers, eq(issuers.emetIden, holders.emetIden))
        .where(eq(holders.tituNume, tituNume));
      return row;
    },
  };
}

export type TAgreementRepository = ReturnType<typeof createAgreementRepository>;
