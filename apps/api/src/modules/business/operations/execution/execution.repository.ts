import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../../db/client';
import {
  executions,
  gedDocuments,
  holdings,
  operations,
  orderRequests,
  rightsGrants,
  securities,
} from '../../../../db/schema';
import { OPEN_STATUTS } from '../holdings.repository';

/** The execution engine's queries (open orders, fills, holdings, grants, notices), one per method. */
export function createExecutionRepository(db: TDatabase) {
  return {
    /** The open on-line orders with their security (quote, schedule) and what was already filled. */
    async findOpenOrders() {
      return db
        .select({
          operation: operations,
          request: orderRequests,
          isin: securities.isin,
          cours: securities.cours,
          emetIden: securities.emetIden,
          baremeWeb: securities.baremeWeb,
          filled:
            sql<number>`(select coalesce(sum(${executions.quantite}), 0) from ${executions} where ${executions.idDemande} = ${operations.idDemande})`.mapWith(
              Number,
            ),
          filledAmount:
            sql<number>`(select coalesce(sum(${executions.montant}), 0) from ${executions} where ${executions.idDemande} = ${operations.idDemande})`.mapWith(
              Number,
            ),
        })
        .from(orderRequests)
        .innerJoin(operations, eq(operations.idDemande, orderRequests.idDemande))
        .innerJoin(securities, eq(securities.valeIden, operations.valeIden))
        .where(and(isNull(orderRequests.closedAt), inArray(operations.statut, [...OPEN_STATUTS])))
        .orderBy(operations.dateSaisie);
    },

    /**
     * Applies an order's new state only if no other run changed it since it was read (same statut and
     * executed quantity): two engines at once never apply a fill twice.
     */
    async updateOrderIfUnchanged(
      order: { operation: Pick<typeof operations.$inferSelect, 'idDemande' | 'statut' | 'quantiteExecutee'> },
      values: Partial<typeof operations.$inferInsert>,
    ): Promise<boolean> {
      const updated = await db
        .update(operations)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(operations.idDemande, order.operation.idDemande),
            eq(operations.statut, order.operation.statut),
            eq(operations.quantiteExecutee, order.operation.quantiteExecutee),
            isNull(operations.cancelledAt),
          ),
        )
        .returning({ idDemande: operations.idDemande });
      return updated.length === 1;
    },

    async insertFill(fill: typeof executions.$inferInsert) {
      await db.insert(executions).values(fill);
    },

    async closeOrder(idDemande: string, at: Date) {
      await db.update(orderRequests).set({ closedAt: at }).where(eq(orderRequests.idDemande, idDemande));
    },

    /** Adds shares to a holding (new average cost), creating the line when needed. */
    async creditHolding(
      line: { tituNume: string; valeIden: number; modeDetention: string },
      quantite: number,
      prixRevientMoyen: number,
    ) {
      const qty = sql`${String(quantite)}::numeric`;
      const prix = sql`${String(prixRevientMoyen)}::numeric`;
      await db
        .insert(holdings)
        .values({ ...line, quantite, quantiteIndisponible: 0, prixRevientMoyen })
        .onConflictDoUpdate({
          target: [holdings.tituNume, holdings.valeIden, holdings.modeDetention],
          set: {
            prixRevientMoyen: sql`round(((${holdings.quantite} * coalesce(${holdings.prixRevientMoyen}, ${prix})) + ${qty} * ${prix}) / (${holdings.quantite} + ${qty}), 4)`,
            quantite: sql`${holdings.quantite} + ${qty}`,
          },
        });
    },

    /** Takes sold shares off a holding. */
    async debitHolding(
      line: { tituNume: string; valeIden: number; modeDetention: string },
      quantite: number,
    ) {
      await db
        .update(holdings)
        .set({ quantite: sql`greatest(${holdings.quantite} - ${String(quantite)}::numeric, 0)` })
        .where(
          and(
            eq(holdings.tituNume, line.tituNume),
            eq(holdings.valeIden, line.valeIden),
            eq(holdings.modeDetention, line.modeDetention),
          ),
        );
    },

    /** Takes exercised options off the grant. */
    async debitGrant(tituNume: string, idPlan: number, quantite: number) {
      await db
        .update(rightsGrants)
        .set({ quantite: sql`greatest(${rightsGrants.quantite} - ${String(quantite)}::numeric, 0)` })
        .where(and(eq(rightsGrants.tituNume, tituNume), eq(rightsGrants.idPlan, idPlan)));
    },

    /** The operation notice's code on the history line. */
    async setNoticeCode(idDemande: string, codeAvis: string) {
      await db.update(operations).set({ codeAvis }).where(eq(operations.idDemande, idDemande));
    },

    /** The notice's documentation entries (one per language); their PDFs are made on first download. */
    async insertNotices(rows: (typeof gedDocuments.$inferInsert)[]) {
      await db.insert(gedDocuments).values(rows);
    },
  };
}

export type TExecutionRepository = ReturnType<typeof createExecutionRepository>;
export type TOpenOrder = Awaited<ReturnType<TExecutionRepository['findOpenOrders']>>[number];
