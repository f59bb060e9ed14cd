import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { accounts, holders, legacyAccounts, users, verifications } from '../../../db/schema';

export type TLegacyAccount = typeof legacyAccounts.$inferSelect;
export type THolderRow = typeof holders.$inferSelect;

/** The old (OLIS/PLS) accounts a holder migrates from: one query per method. */
export function createLegacyAccountsRepository(db: TDatabase) {
  return {
    async findByIdentifier(oldIdentifier: string): Promise<TLegacyAccount | null> {
      const [row] = await db
        .select()
        .from(legacyAccounts)
        .where(eq(legacyAccounts.oldIdentifier, oldIdentifier));
      return row ?? null;
    },

    /** An old account with its register holder. */
    async findWithHolder(legacyId: string): Promise<{ legacy: TLegacyAccount; holder: THolderRow } | null> {
      const [row] = await db
        .select({ legacy: legacyAccounts, holder: holders })
        .from(legacyAccounts)
        .innerJoin(holders, eq(holders.tituNume, legacyAccounts.tituNume))
        .where(eq(legacyAccounts.id, legacyId));
      return row ?? null;
    },

    /**
     * The migration, in one transaction: the new portal user (old password kept), their account
     * on the holder's register line, the old account marked migrated, and the flow given the user
     * and login (for the send-identifiant step).
     */
    async migrate(input: {
      legacyId: string;
      holder: Pick<THolderRow, 'actiIden' | 'emetIden' | 'tituNume'>;
      user: { login: string; email: string; phone: string; passwordHash: string };
      flow: { id: string; data: Record<string, unknown> };
    }): Promise<string> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ ...input.user, smsConsent: true })
          .returning({ id: users.id });
        await tx.insert(accounts).values({
          userId: user!.id,
          actiIden: input.holder.actiIden,
          emetIden: input.holder.emetIden,
          tituNume: input.holder.tituNume,
        });
        await tx
          .update(legacyAccounts)
          .set({ migratedUserId: user!.id, migratedAt: new Date() })
          .where(eq(legacyAccounts.id, input.legacyId));
        await tx
          .update(verifications)
          .set({ userId: user!.id, data: { ...input.flow.data, login: input.user.login } })
          .where(eq(verifications.id, input.flow.id));
        return user!.id;
      });
    },
  };
}

export type TLegacyAccountsRepository = ReturnType<typeof createLegacyAccountsRepository>;
