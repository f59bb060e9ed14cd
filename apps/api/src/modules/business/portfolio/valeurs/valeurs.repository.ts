import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TBareme } from '@nomina/domain';
import type { TDatabase } from '../../../../db/client';
import { feeSchedules, issuers, securities, securityQuotes } from '../../../../db/schema';

export type TSecurityRow = { security: typeof securities.$inferSelect; emetLibe: string };

/** The securities' queries (quotes, fee schedules), one per method. */
export function createValeursRepository(db: TDatabase) {
  const selectSecurities = () =>
    db
      .select({ security: securities, emetLibe: issuers.emetLibe })
      .from(securities)
      .innerJoin(issuers, eq(issuers.emetIden, securities.emetIden));

  return {
    /** The securities of an issuer, by name. */
    async findIssuerSecurities(emetIden: number): Promise<TSecurityRow[]> {
      return selectSecurities().where(eq(securities.emetIden, emetIden)).orderBy(asc(securities.valeLibe));
    },

    /** One security of an issuer, or undefined. */
    async findIssuerSecurity(emetIden: number, valeIden: number): Promise<TSecurityRow | undefined> {
      const [row] = await selectSecurities().where(
        and(eq(securities.valeIden, valeIden), eq(securities.emetIden, emetIden)),
      );
      return row;
    },

    /** The latest daily quotes of a security, newest first. */
    async findLatestQuotes(valeIden: number, days: number) {
      return db
        .select()
        .from(securityQuotes)
        .where(eq(securityQuotes.valeIden, valeIden))
        .orderBy(desc(securityQuotes.date))
        .limit(days);
    },

    /** The issuer's fee schedule of a code, else the register-wide one (emetIden 0), else none. */
    async findBareme(emetIden: number, baremeWeb: string): Promise<TBareme | null> {
      const rows = await db
        .select()
        .from(feeSchedules)
        .where(and(eq(feeSchedules.baremeWeb, baremeWeb), inArray(feeSchedules.emetIden, [emetIden, 0])));
      return rows.find((row) => row.emetIden === emetIden) ?? rows.find((row) => row.emetIden === 0) ?? null;
    },
  };
}

export type TValeursRepository = ReturnType<typeof createValeursRepository>;
