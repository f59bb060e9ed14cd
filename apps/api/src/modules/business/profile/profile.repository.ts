import { desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { holderProfiles, holders, profileAudit, users } from '../../../db/schema';

export type THolderRow = typeof holders.$inferSelect;
export type TProfileRow = typeof holderProfiles.$inferSelect;
export type TAuditChange = {
  section: string;
  champ: string;
  ancienneValeur: string | null;
  nouvelleValeur: string | null;
};

/** The holder's profile, its audit trail and the portal user's contact, one query per method. */
export function createProfileRepository(db: TDatabase) {
  return {
    /** The holder and their profile row (null when none is stored yet). */
    async findHolderWithProfile(tituNume: string) {
      const [row] = await db
        .select({ holder: holders, profile: holderProfiles })
        .from(holders)
        .leftJoin(holderProfiles, eq(holderProfiles.tituNume, holders.tituNume))
        .where(eq(holders.tituNume, tituNume));
      return row;
    },

    /** Writes profile fields, creating the row on first change. */
    async upsertProfile(tituNume: string, values: Partial<Omit<TProfileRow, 'tituNume'>>) {
      await db
        .insert(holderProfiles)
        .values({ tituNume, ...values, updatedAt: new Date() })
        .onConflictDoUpdate({ target: holderProfiles.tituNume, set: { ...values, updatedAt: new Date() } });
    },

    async updateHolder(tituNume: string, values: Partial<Pick<THolderRow, 'birthDate' | 'email' | 'phone'>>) {
      await db
        .update(holders)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(holders.tituNume, tituNume));
    },

    /** The portal user's own contact follows the holder's (login codes go to it). */
    async updateUserContact(userId: string, values: { email?: string; phone?: string }) {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async insertAudit(author: { tituNume: string; userId: string; login: string }, changes: TAuditChange[]) {
      if (changes.length === 0) return;
      await db.insert(profileAudit).values(
        changes.map((change) => ({
          tituNume: author.tituNume,
          userId: author.userId,
          auteur: author.login,
          ...change,
        })),
      );
    },

    async listAudit(tituNume: string, limit = 50) {
      return db
        .select()
        .from(profileAudit)
        .where(eq(profileAudit.tituNume, tituNume))
        .orderBy(desc(profileAudit.createdAt), desc(profileAudit.id))
        .limit(limit);
    },
  };
}

export type TProfileRepository = ReturnType<typeof createProfileRepository>;
