import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import { fundPositions, funds } from '../../../../db/schema';

/** The fund units' query. */
export function createPositionsRepository(db: TDatabase) {
  return {
    /** The fund units of one account with their fund, by fund name. */
    async findFundPositions(tituNume: string) {
      return db
        .select({ position: fundPositions, fund: funds })
        .from(fundPositions)
        .innerJoin(funds, eq(funds.fondsIden, fundPositions.fondsIden))
        .where(eq(fundPositions.tituNume, tituNume))
        .orderBy(asc(funds.fondsLibe));
    },
  };
}

export type TPositionsRepository = ReturnType<typeof createPositionsRepository>;
