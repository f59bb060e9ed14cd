import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ALL_ISSUERS, DEFAULT_THEME_ID, type TCompte } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared';
import { accounts, issuers } from '../../../db/schema';

export type TCompteWithTheme = TCompte & { themeId: number };

/** An account as the login answers it: its keys and its issuer's name and theme. */
const COMPTE = {
  actiIden: accounts.actiIden,
  emetIden: accounts.emetIden,
  tituNume: accounts.tituNume,
  emetLibe: issuers.emetLibe,
  themeId: issuers.themeId,
};
const COMPTE_ORDER = [accounts.emetIden, accounts.actiIden];
const ofIssuer = eq(issuers.emetIden, accounts.emetIden);

/**
 * A user's accounts as one JSON array, for a statement that reads the user itself (the login's
 * lookup reads them with the user, before the hash): `userId`, the user's id there. The same
 * accounts, in the same order, as `listComptes`.
 */
export function comptesOfUser(db: TDatabase, userId: AnyPgColumn): SQL<TCompteWithTheme[]> {
  // The keys are this file's own names (no input): written as literals, as json_build_object needs.
  const fields = Object.entries(COMPTE).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  const agg = sql`coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by ${sql.join(
    COMPTE_ORDER,
    sql`, `,
  )}), '[]'::json)`;
  return sql<TCompteWithTheme[]>`(${db
    .select({ comptes: agg })
    .from(accounts)
    .innerJoin(issuers, ofIssuer)
    .where(eq(accounts.userId, userId))})`;
}

/** A user's holder accounts, with their issuer: one query per method. */
export function createAccountsRepository(db: TDatabase) {
  const comptesOf = preparedOnce(() =>
    db
      .select(COMPTE)
      .from(accounts)
      .innerJoin(issuers, ofIssuer)
      .where(eq(accounts.userId, sql.placeholder('userId')))
      .orderBy(...COMPTE_ORDER)
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
        .innerJoin(issuers, ofIssuer)
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
