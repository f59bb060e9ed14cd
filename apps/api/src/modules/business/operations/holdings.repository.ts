import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import {
  holdings,
  operations,
  orderRequests,
  rightsGrants,
  rightsPlans,
  securities,
} from '../../../db/schema';

/** Statuses of an order that may still execute. */
export const OPEN_STATUTS = ['EN_ATTENTE', 'PARTIELLEMENT_EXECUTE'] as const;

/** Quantity still to execute of the holder's open orders matching a condition, grouped by a key. */
const remaining =
  sql<number>`coalesce(sum(${operations.quantite} - ${operations.quantiteExecutee}), 0)`.mapWith(Number);

/** The holder's holdings and option grants, and what open orders reserve of them; one query per method. */
export function createHoldingsRepository(db: TDatabase) {
  return {
    /** The holder's holdings of a security, one per holding mode. */
    async findHoldingLines(tituNume: string, valeIden: number) {
      return db
        .select({
          holding: holdings,
          valeLibe: securities.valeLibe,
          cours: securities.cours,
          devise: securities.devise,
        })
        .from(holdings)
        .innerJoin(securities, eq(securities.valeIden, holdings.valeIden))
        .where(and(eq(holdings.tituNume, tituNume), eq(holdings.valeIden, valeIden)));
    },

    /** What the holder's open sales of a security still reserve, per holding mode. */
    async findSaleReservations(tituNume: string, valeIden: number) {
      return db
        .select({ modeDetention: orderRequests.modeDetention, quantite: remaining })
        .from(orderRequests)
        .innerJoin(operations, eq(operations.idDemande, orderRequests.idDemande))
        .where(
          and(
            eq(orderRequests.tituNume, tituNume),
            eq(orderRequests.natureDemande, 'VENTE_TITRE'),
            eq(operations.valeIden, valeIden),
            inArray(operations.statut, [...OPEN_STATUTS]),
            isNull(orderRequests.closedAt),
          ),
        )
        .groupBy(orderRequests.modeDetention);
    },

    /** The holder's stock-option grants (with plan and security). */
    async findGrantLines(tituNume: string) {
      return db
        .select({
          grant: rightsGrants,
          plan: rightsPlans,
          valeLibe: securities.valeLibe,
          emetIden: securities.emetIden,
          cours: securities.cours,
          devise: securities.devise,
          isin: securities.isin,
        })
        .from(rightsGrants)
        .innerJoin(rightsPlans, eq(rightsPlans.idPlan, rightsGrants.idPlan))
        .innerJoin(securities, eq(securities.valeIden, rightsPlans.valeIden))
        .where(and(eq(rightsGrants.tituNume, tituNume), eq(rightsPlans.type, 'STOCK_OPTION')));
    },

    /** What the holder's open exercise orders still take, per plan. */
    async findExerciseReservations(tituNume: string) {
      return db
        .select({ idPlan: orderRequests.idPlan, quantite: remaining })
        .from(orderRequests)
        .innerJoin(operations, eq(operations.idDemande, orderRequests.idDemande))
        .where(
          and(
            eq(orderRequests.tituNume, tituNume),
            inArray(orderRequests.natureDemande, ['LEVEE_SIMPLE', 'LEVEE_VENTE', 'LEVEE_PASSERELLE']),
            inArray(operations.statut, [...OPEN_STATUTS]),
            isNull(orderRequests.closedAt),
          ),
        )
        .groupBy(orderRequests.idPlan);
    },
  };
}

export type THoldingsRepository = ReturnType<typeof createHoldingsRepository>;
