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

/** The holder's holdings of a security, one per holding mode, with what open sales reserve. */
export async function findSellableHoldings(db: TDatabase, tituNume: string, valeIden: number) {
  const [lines, reserved] = await Promise.all([
    db
      .select({
        holding: holdings,
        valeLibe: securities.valeLibe,
        cours: securities.cours,
        devise: securities.devise,
      })
      .from(holdings)
      .innerJoin(securities, eq(securities.valeIden, holdings.valeIden))
      .where(and(eq(holdings.tituNume, tituNume), eq(holdings.valeIden, valeIden))),
    db
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
      .groupBy(orderRequests.modeDetention),
  ]);
  const reservedBy = new Map(reserved.map((row) => [row.modeDetention, row.quantite]));
  return lines.map((line) => ({ ...line, enCours: reservedBy.get(line.holding.modeDetention) ?? 0 }));
}

/** The holder's stock-option grants (with plan and security), and what open exercise orders take from each. */
export async function findOptionGrants(db: TDatabase, tituNume: string) {
  const [grants, reserved] = await Promise.all([
    db
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
      .where(and(eq(rightsGrants.tituNume, tituNume), eq(rightsPlans.type, 'STOCK_OPTION'))),
    db
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
      .groupBy(orderRequests.idPlan),
  ]);
  const reservedBy = new Map(reserved.map((row) => [row.idPlan, row.quantite]));
  return grants.map((row) => ({ ...row, enCours: reservedBy.get(row.grant.idPlan) ?? 0 }));
}
