import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { sessions, users } from '../../../db/schema';
import { invalidateNow } from '../../../db/read-cache';

/** The signed-in user's password change: one query per method. */
export function createAccountRepository(db: TDatabase) {
  return {
    /** Stores a new password hash (argon2id) for the user. */
    async storePasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, failedAttempts: 0, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** Ends every live session of the user except `keepSessionId`; returns how many ended. */
    async revokeOtherSessions(userId: string, keepSessionId: string, reason: string): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      for (const { id } of ended) invalidateNow(db, `session:${id}`);
      return ended.length;
    },

    async findUser(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user ?? null;
    },
  };
}

export type TAccountRepository = ReturnType<typeof createAccountRepository>;
