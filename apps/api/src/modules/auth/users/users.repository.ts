import { eq, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared';
import { users } from '../../../db/schema';
import { createCguRepository } from '../cgu/cgu.repository';
import { UNLOCKED_USER } from '../authenticate/lock-policy';

export type TUserRow = typeof users.$inferSelect;

/** The portal users (auth's own table): one query per method. */
export function createUsersRepository(db: TDatabase) {
  const byLogin = preparedOnce(() =>
    db
      .select()
      .from(users)
      .where(eq(users.login, sql.placeholder('login')))
      .prepare('users_by_login'),
  );
  const loginRecorded = preparedOnce(() =>
    db
      .update(users)
      .set({
        failedAttempts: 0,
        lockouts: 0,
        lockedUntil: null,
        // Given as JSON text: a placeholder in raw SQL skips the column's own encoding.
        trustedAddresses: sql`${sql.placeholder('addresses')}::jsonb`,
      })
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('users_login_recorded'),
  );
  return {
    async findByLogin(login: string): Promise<TUserRow | null> {
      const [row] = await byLogin().execute({ login });
      return row ?? null;
    },

    async findById(userId: string): Promise<TUserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    async loginOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ login: users.login }).from(users).where(eq(users.id, userId));
      return row?.login ?? null;
    },

    async isLoginTaken(login: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
      return row !== undefined;
    },

    /** The users with this e-mail or this phone (a forgotten login), none when neither is given. */
    async findByContact(contact: { email?: string; telephone?: string }): Promise<TUserRow[]> {
      if (!contact.email && !contact.telephone) return [];
      return db
        .select()
        .from(users)
        .where(
          or(
            contact.email ? eq(users.email, contact.email) : undefined,
            contact.telephone ? eq(users.phone, contact.telephone) : undefined,
          ),
        );
    },

    /** A new password (a reset): the counter and every lock cleared. */
    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, ...UNLOCKED_USER, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async recordSmsConsent(userId: string): Promise<void> {
      await db.update(users).set({ smsConsent: true, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** A successful password login: the counter and locks cleared, the address list updated. */
    async recordLogin(userId: string, trustedAddresses: string[]): Promise<void> {
      await loginRecorded().execute({ id: userId, addresses: JSON.stringify(trustedAddresses) });
    },

    /**
     * The end of sign-up, in one transaction: the contacts, the consent and the password chosen
     * earlier (the counter and locks cleared), and the acceptance of the terms when given.
     */
    async completeSignup(
      userId: string,
      values: { phone: string; email: string; smsConsent: boolean; passwordHash: string },
      cguVersion?: number,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...values, ...UNLOCKED_USER, updatedAt: new Date() })
          .where(eq(users.id, userId));
        if (cguVersion !== undefined) await createCguRepository(tx).recordAcceptance(userId, cguVersion);
      });
    },
  };
}

export type TUsersRepository = ReturnType<typeof createUsersRepository>;
