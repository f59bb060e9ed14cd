import { and, asc, between, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { closedDays, holders, issuers, securities } from '../../../db/schema';
import { BANK_ACCEPTED, createBankDetailsRepository } from '../profile/bank-details/bank-details.repository';

/** Reference data the order rules need: holder, securities, closed days, bank on file; one query per method. */
export function createReferenceRepository(db: TDatabase) {
  const bank = createBankDetailsRepository(db);
  return {
    async findHolder(tituNume: string) {
      const [holder] = await db.select().from(holders).where(eq(holders.tituNume, tituNume));
      return holder ?? null;
    },

    /** A security of the issuer with its issuer's name; null for another issuer's. */
    async findIssuerSecurity(valeIden: number, emetIden: number) {
      const [row] = await db
        .select({ security: securities, emetLibe: issuers.emetLibe })
        .from(securities)
        .innerJoin(issuers, eq(issuers.emetIden, securities.emetIden))
        .where(and(eq(securities.valeIden, valeIden), eq(securities.emetIden, emetIden)));
      return row ?? null;
    },

    async findClosedDays(from: string, to: string): Promise<string[]> {
      const rows = await db
        .select({ day: closedDays.day })
        .from(closedDays)
        .where(between(closedDays.day, from, to))
        .orderBy(asc(closedDays.day));
      return rows.map((row) => row.day);
    },

    /**
     * The holder's bank account on file: the profile's accepted bank details (bank_details VALIDE,
     * the newest), the one source of the account for sale proceeds and open-banking country checks.
     * A change still waiting for review is not used.
     */
    async findBankOnFile(tituNume: string) {
      return (await bank.findLatestBank(tituNume, [BANK_ACCEPTED])) ?? null;
    },
  };
}

export type TReferenceRepository = ReturnType<typeof createReferenceRepository>;
