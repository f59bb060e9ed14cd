import { and, asc, eq, gte, lt, sum } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { holders, holdings, operations, securities } from '../../../db/schema';

/** The queries a generated document reads (notice, tax form, statement), one per method. */
export function createDocumentContentRepository(db: TDatabase) {
  return {
    async findHolder(tituNume: string) {
      const [holder] = await db.select().from(holders).where(eq(holders.tituNume, tituNume));
      return holder;
    },

    async findHolderOperation(tituNume: string, idDemande: string) {
      const [operation] = await db
        .select()
        .from(operations)
        .where(and(eq(operations.tituNume, tituNume), eq(operations.idDemande, idDemande)));
      return operation;
    },

    /** The holder's operations of one calendar year, oldest first. */
    async findOperationsOfYear(tituNume: string, year: number) {
      return db
        .select()
        .from(operations)
        .where(
          and(
            eq(operations.tituNume, tituNume),
            gte(operations.dateOperation, new Date(Date.UTC(year, 0, 1))),
            lt(operations.dateOperation, new Date(Date.UTC(year + 1, 0, 1))),
          ),
        )
        .orderBy(asc(operations.dateOperation));
    },

    /** Every operation of the holder, oldest first. */
    async findAllOperations(tituNume: string) {
      return db
        .select()
        .from(operations)
        .where(eq(operations.tituNume, tituNume))
        .orderBy(asc(operations.dateOperation));
    },

    /** The holder's holdings per security (all holding modes together) with the last price. */
    async findValuedHoldings(tituNume: string) {
      return db
        .select({
          valeIden: holdings.valeIden,
          valeLibe: securities.valeLibe,
          quantite: sum(holdings.quantite).mapWith(Number),
          cours: securities.cours,
        })
        .from(holdings)
        .innerJoin(securities, eq(securities.valeIden, holdings.valeIden))
        .where(eq(holdings.tituNume, tituNume))
        .groupBy(holdings.valeIden, securities.valeLibe, securities.cours);
    },
  };
}

export type TDocumentContentRepository = ReturnType<typeof createDocumentContentRepository>;
