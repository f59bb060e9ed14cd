import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { accounts, issuers, users } from '../../../db/schema';
import type { TUserRow } from '../users/users.repository';

/** What an SSO login reads: the issuer's key and the user it vouches for. */
export function createSsoRepository(db: TDatabase) {
  return {
    async issuerSecret(emetIden: number): Promise<string | null> {
      const [row] = await db
        .select({ ssoSecret: issuers.ssoSecret })
        .from(issuers)
        .where(eq(issuers.emetIden, emetIden));
      return row?.ssoSecret ?? null;
    },

    /** The user of a login, when they hold an account at the issuer. */
    async findUserAtIssuer(login: string, emetIden: number): Promise<TUserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(users)
        .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.emetIden, emetIden)))
        .where(eq(users.login, login))
        .limit(1);
      return row?.user ?? null;
    },
  };
}

export type TSsoRepository = ReturnType<typeof createSsoRepository>;
