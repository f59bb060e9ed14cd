import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { legacyAccounts, users } from '../../../db/schema';

/** A user's login lock: its counters as read, and as written by the login's compare-and-set. */
export type TUserLock = {
  failedAttempts: number;
  lockouts: number;
  lockedUntil: Date | null;
  lockedAt: Date | null;
};

/** An old account's lock: its wrong passwords since the last right one and its temporary locks. */
export type TLegacyLock = { failedAttempts: number; lockouts: number; lockedUntil: Date | null };

/**
 * The wrong-password counters, the only place that writes them: the portal user's (login and
 * password confirmation share it) and the old account's. Each wrong password is one atomic
 * `+ 1` in the database, so two requests at once both count.
 */
export function createAttemptsRepository(db: TDatabase) {
  return {
    /** Adds one wrong password to a user's counter (an operation's confirmation); gives the new count. */
    async addUserFailure(userId: string): Promise<number> {
      const [row] = await db
        .update(users)
        .set({ failedAttempts: sql`${users.failedAttempts} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ failedAttempts: users.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    async readUserLock(userId: string): Promise<TUserLock | null> {
      const [row] = await db
        .select({
          failedAttempts: users.failedAttempts,
          lockouts: users.lockouts,
          lockedUntil: users.lockedUntil,
          lockedAt: users.lockedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /**
     * A wrong password at the login: writes `next` only if the counters are still `seen` (the
     * login's compare-and-set, authenticate/login-guard.ts); false when another request was first.
     */
    async swapUserLock(
      userId: string,
      seen: Pick<TUserLock, 'failedAttempts' | 'lockouts'>,
      next: TUserLock,
    ): Promise<boolean> {
      const written = await db
        .update(users)
        .set({ ...next, updatedAt: new Date() })
        .where(
          and(
            eq(users.id, userId),
            eq(users.failedAttempts, seen.failedAttempts),
            eq(users.lockouts, seen.lockouts),
          ),
        )
        .returning({ id: users.id });
      return written.length > 0;
    },

    async clearUserFailures(userId: string): Promise<void> {
      await db.update(users).set({ failedAttempts: 0 }).where(eq(users.id, userId));
    },

    /** Adds one wrong password to an old account's counter; gives the new count. */
    /** An old account's lock as its compare-and-set reads it (authenticate/login-guard.ts). */
    async readLegacyLock(legacyId: string): Promise<TLegacyLock | null> {
      const [row] = await db
        .select({
          failedAttempts: legacyAccounts.failedAttempts,
          lockouts: legacyAccounts.lockouts,
          lockedUntil: legacyAccounts.lockedUntil,
        })
        .from(legacyAccounts)
        .where(eq(legacyAccounts.id, legacyId));
      return row ?? null;
    },

    /** Writes `next` only if the old account's counters are still `seen`; false when another request was first. */
    async swapLegacyLock(
      legacyId: string,
      seen: Pick<TLegacyLock, 'failedAttempts' | 'lockouts'>,
      next: TLegacyLock,
    ): Promise<boolean> {
      const written = await db
        .update(legacyAccounts)
        .set(next)
        .where(
          and(
            eq(legacyAccounts.id, legacyId),
            eq(legacyAccounts.failedAttempts, seen.failedAttempts),
            eq(legacyAccounts.lockouts, seen.lockouts),
          ),
        )
        .returning({ id: legacyAccounts.id });
      return written.length > 0;
    },

    /** The right old credentials: the old account's counters and lock cleared. */
    async clearLegacyFailures(legacyId: string): Promise<void> {
      await db
        .update(legacyAccounts)
        .set({ failedAttempts: 0, lockouts: 0, lockedUntil: null })
        .where(eq(legacyAccounts.id, legacyId));
    },
  };
}

export type TAttemptsRepository = ReturnType<typeof createAttemptsRepository>;
