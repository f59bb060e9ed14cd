import { asc, eq, sql } from 'drizzle-orm';
import { ALL_ISSUERS, DEFAULT_THEME_ID, type TCompte } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared';
import { accounts, issuers } from '../../../db/schema';

export type TCompteWithTheme = TCompte & { themeId: number };

/** A user's holder accounts, with their issuer: one query per method. */
export function createAccountsRepository(db: TDatabase) {
  const comptesOf = preparedOnce(() =>
    db
      .select({
        actiIden: accounts.actiIden,
        emetIden: accounts.emetIden,
        tituNume: accounts.tituNume,
        emetLibe: issuers.emetLibe,
        themeId: issuers.themeId,
      })
      .from(accounts)
      .innerJoin(issuers, eq(issuers.emetIden, accounts.emetIden))
      .where(eq(accounts.userId, sql.placeholder('userId')))
      .orderBy(asc(accounts.emetIden), asc(accounts.actiIden))
      .prepare('accounts_of_user'),
  );
  return {
    /** The accounts of a user, with their issuer's name and theme. */
    async listComptes(userId: string): Promise<TCompteWithTheme[]> {
      return comptesOf().execute({ userId });
    },

    /**
     * The issuer whose parameters and theme apply to a user before an account is chosen: the one
     * of their first account (register-wide defaults when they have none).
     */
    async primaryIssuer(userId: string): Promise<{ emetIden: number; themeId: number }> {
      const [row] = await db
        .select({ emetIden: accounts.emetIden, themeId: issuers.themeId })
        .from(accounts)
        .innerJoin(issuers, eq(issuers.emetIden, accounts.emetIden))
        .where(eq(accounts.userId, userId))
        .orderBy(asc(accounts.emetIden))
        .limit(1);
      return row ?? { emetIden: ALL_ISSUERS, themeId: DEFAULT_THEME_ID };
    },

    /** The theme of an issuer (messages to a holder without a portal user yet). */
    async issuerTheme(emetIden: number): Promise<number | null> {
      const [row] = await db
        .select({ themeId: issuers.themeId })
        .from(issuers)
        .where(eq(issuers.emetIden, emetIden));
      return row?.themeId ?? null;
    },
  };
}

export type TAccountsRepository = ReturnType<typeof createAccountsRepository>;
