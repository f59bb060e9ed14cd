import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { legacyAccounts, users } from '../../../db/schema';

/** The temporary and permanent lock written with a wrong password (login only). */
export type TLockUpdate = { lockouts: number; lockedUntil: Date | null; lockedAt: Date | null };

/**
 * The wrong-password counters, the only place that writes them: the portal user's (login and
 * password confirmation share it) and the old account's. Each wrong password is one atomic
 * `+ 1` in the database, so two requests at once both count.
 */
export function createAttemptsRepository(db: TDatabase) {
  return {
    /** Adds one wrong password to a user's counter; gives the new count. */
    async addUserFailure(userId: string, lock?: TLockUpdate): Promise<number> {
      const [row] = await db
        .update(users)
        .set({ failedAttempts: sql`${users.failedAttempts} + 1`, ...(lock ?? {}), updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ failedAttempts: users.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    async clearUserFailures(userId: string): Promise<void> {
      await db.update(users).set({ failedAttempts: 0 }).where(eq(users.id, userId));
    },

    /** Adds one wrong password to an old account's counter; gives the new count. */
    async addLegacyFailure(legacyId: string): Promise<number> {
      const [row] = await db
        .update(legacyAccounts)
        .set({ failedAttempts: sql`${legacyAccounts.failedAttempts} + 1` })
        .where(eq(legacyAccounts.id, legacyId))
        .returning({ failedAttempts: legacyAccounts.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    async clearLegacyFailures(legacyId: string): Promise<void> {
      await db.update(legacyAccounts).set({ failedAttempts: 0 }).where(eq(legacyAccounts.id, legacyId));
    },
  };
}

export type TAttemptsRepository = ReturnType<typeof createAttemptsRepository>;
