import { desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { holderProfiles, holders, profileAudit, users } from '../../../db/schema';

export type TDb = Pick<TDatabase, 'select' | 'insert' | 'update'>;
export type THolderRow = typeof holders.$inferSelect;
export type TProfileRow = typeof holderProfiles.$inferSelect;
export type TAuditChange = {
  section: string;
  champ: string;
  ancienneValeur: string | null;
  nouvelleValeur: string | null;
};

/** The holder and their profile row (null when none is stored yet). */
export async function findHolderWithProfile(db: TDb, tituNume: string) {
  const [row] = await db
    .select({ holder: holders, profile: holderProfiles })
    .from(holders)
    .leftJoin(holderProfiles, eq(holderProfiles.tituNume, holders.tituNume))
    .where(eq(holders.tituNume, tituNume));
  return row;
}

/** Writes profile fields, creating the row on first change. */
export async function upsertProfile(
  db: TDb,
  tituNume: string,
  values: Partial<Omit<TProfileRow, 'tituNume'>>,
) {
  await db
    .insert(holderProfiles)
    .values({ tituNume, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: holderProfiles.tituNume, set: { ...values, updatedAt: new Date() } });
}

export async function updateHolder(
  db: TDb,
  tituNume: string,
  values: Partial<Pick<THolderRow, 'birthDate' | 'email' | 'phone'>>,
) {
  await db
    .update(holders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(holders.tituNume, tituNume));
}

/** The portal user's own contact follows the holder's (login codes go to it). */
export async function updateUserContact(db: TDb, userId: string, values: { email?: string; phone?: string }) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function insertAudit(
  db: TDb,
  author: { tituNume: string; userId: string; login: string },
  changes: TAuditChange[],
) {
  if (changes.length === 0) return;
  await db.insert(profileAudit).values(
    changes.map((change) => ({
      tituNume: author.tituNume,
      userId: author.userId,
      auteur: author.login,
      ...change,
    })),
  );
}

export async function listAudit(db: TDb, tituNume: string, limit = 50) {
  return db
    .select()
    .from(profileAudit)
    .where(eq(profileAudit.tituNume, tituNume))
    .orderBy(desc(profileAudit.createdAt), desc(profileAudit.id))
    .limit(limit);
}
