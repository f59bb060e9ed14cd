import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import { feeSchedules, issuers, securities, securityQuotes } from '../../../../db/schema';

/** The securities' queries (quotes, fee schedules), one per function. */

export type TSecurityRow = { security: typeof securities.$inferSelect; emetLibe: string };

const selectSecurities = (db: TDatabase) =>
  db
    .select({ security: securities, emetLibe: issuers.emetLibe })
    .from(securities)
    .innerJoin(issuers, eq(issuers.emetIden, securities.emetIden));

/** The securities of an issuer, by name. */
export async function findIssuerSecurities(db: TDatabase, emetIden: number): Promise<TSecurityRow[]> {
  return selectSecurities(db).where(eq(securities.emetIden, emetIden)).orderBy(asc(securities.valeLibe));
}

/** One security of an issuer, or undefined. */
export async function findIssuerSecurity(
  db: TDatabase,
  emetIden: number,
  valeIden: number,
): Promise<TSecurityRow | undefined> {
  const [row] = await selectSecurities(db).where(
    and(eq(securities.valeIden, valeIden), eq(securities.emetIden, emetIden)),
  );
  return row;
}

/** The latest daily quotes of a security, newest first. */
export async function findLatestQuotes(db: TDatabase, valeIden: number, days: number) {
  return db
    .select()
    .from(securityQuotes)
    .where(eq(securityQuotes.valeIden, valeIden))
    .orderBy(desc(securityQuotes.date))
    .limit(days);
}

/** The fee schedules of a code for these issuers. */
export async function findFeeSchedules(db: TDatabase, baremeWeb: string, emetIdens: number[]) {
  return db
    .select()
    .from(feeSchedules)
    .where(and(eq(feeSchedules.baremeWeb, baremeWeb), inArray(feeSchedules.emetIden, emetIdens)));
}
