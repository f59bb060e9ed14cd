import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { accounts, issuers, outbox, securities, securityQuotes, users } from '../../db/schema';

/**
 * The non-production helpers' queries (outbox, demo SSO, venue and registrar stand-ins), one per
 * method. They stand in for outside systems and testers, so they read and write the tables
 * those systems would. An order's funds are the desk's own (desk/order-funds), which the
 * helper calls.
 */
export function createDevHelpersRepository(db: TDatabase) {
  return {
    /** What the local mail and SMS transports "sent", newest first. */
    async listOutbox(filter: { recipient?: string; since?: Date; limit: number }) {
      return db
        .select()
        .from(outbox)
        .where(
          and(
            filter.recipient ? eq(outbox.recipient, filter.recipient) : undefined,
            filter.since ? gte(outbox.createdAt, filter.since) : undefined,
          ),
        )
        .orderBy(desc(outbox.createdAt))
        .limit(filter.limit);
    },

    async findIssuerSsoSecret(emetIden: number) {
      const [issuer] = await db
        .select({ emetIden: issuers.emetIden, ssoSecret: issuers.ssoSecret })
        .from(issuers)
        .where(eq(issuers.emetIden, emetIden));
      return issuer ?? null;
    },

    /** A security's last price of the day: false when the security is unknown. */
    async setLastPrice(valeIden: number, cours: number, day: string): Promise<boolean> {
      const updated = await db
        .update(securities)
        .set({ cours, dateCours: day })
        .where(eq(securities.valeIden, valeIden))
        .returning({ valeIden: securities.valeIden });
      return updated.length > 0;
    },

    /** The day's quote of a security: the price, and the day's high and low widened to it. */
    async upsertDayQuote(valeIden: number, cours: number, day: string): Promise<void> {
      await db
        .insert(securityQuotes)
        .values({ valeIden, date: day, cours, plusHaut: cours, plusBas: cours })
        .onConflictDoUpdate({
          target: [securityQuotes.valeIden, securityQuotes.date],
          set: {
            cours,
            plusHaut: sql`greatest(${securityQuotes.plusHaut}, ${cours})`,
            plusBas: sql`least(${securityQuotes.plusBas}, ${cours})`,
          },
        });
    },

    /** The holder numbers of a login's accounts. */
    async holderNumbersOfLogin(login: string): Promise<string[]> {
      const rows = await db
        .select({ tituNume: accounts.tituNume })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(users.login, login));
      return rows.map((row) => row.tituNume);
    },
  };
}

export type TDevHelpersRepository = ReturnType<typeof createDevHelpersRepository>;
