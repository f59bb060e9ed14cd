import { desc, eq, max } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { termsAcceptances, termsVersions } from '../../../db/schema';
import { invalidateNow } from '../../../db/read-cache';

/** The terms of use and their acceptances: one query per method. */
export function createCguRepository(db: TDatabase) {
  return {
    /** The highest published version of the terms, or null when none is published. */
    async currentTermsVersion(): Promise<number | null> {
      const [row] = await db.select({ version: max(termsVersions.version) }).from(termsVersions);
      return row?.version ?? null;
    },

    /** The user's latest acceptance, or null. */
    async latestAcceptance(userId: string) {
      const [row] = await db
        .select()
        .from(termsAcceptances)
        .where(eq(termsAcceptances.userId, userId))
        .orderBy(desc(termsAcceptances.version))
        .limit(1);
      return row ?? null;
    },

    async recordAcceptance(userId: string, version: number): Promise<Date> {
      const acceptedAt = new Date();
      await db.insert(termsAcceptances).values({ userId, version, acceptedAt }).onConflictDoNothing();
      invalidateNow(db, `user:${userId}`);
      return acceptedAt;
    },
  };
}

export type TCguRepository = ReturnType<typeof createCguRepository>;
