import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { holdings, issuers, rightsGrants, rightsPlans, securities } from '../../../db/schema';

/** The portfolio's queries (holdings, rights), one per method. */
export function createPortfolioRepository(db: TDatabase) {
  return {
    /** The account's holdings with their security and its issuer's name. */
    async findHoldings(tituNume: string) {
      return db
        .select({ holding: holdings, security: securities, emetLibe: issuers.emetLibe })
        .from(holdings)
        .innerJoin(securities, eq(securities.valeIden, holdings.valeIden))
        .innerJoin(issuers, eq(issuers.emetIden, securities.emetIden))
        .where(eq(holdings.tituNume, tituNume));
    },

    /** The account's rights grants with their plan and security, oldest grant first. */
    async findRightsGrants(tituNume: string) {
      return db
        .select({ grant: rightsGrants, plan: rightsPlans, security: securities })
        .from(rightsGrants)
        .innerJoin(rightsPlans, eq(rightsPlans.idPlan, rightsGrants.idPlan))
        .innerJoin(securities, eq(securities.valeIden, rightsPlans.valeIden))
        .where(eq(rightsGrants.tituNume, tituNume))
        .orderBy(asc(rightsPlans.dateAttribution), asc(rightsPlans.idPlan));
    },
  };
}

export type TPortfolioRepository = ReturnType<typeof createPortfolioRepository>;
