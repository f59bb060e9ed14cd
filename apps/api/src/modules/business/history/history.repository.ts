import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { THistoCategorie, THistoriqueQuery } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { executions, holders, operationCounts, operations } from '../../../db/schema';
import { historyWhere, resumeColumns, type THistoryFilters, type TOperationRecord } from './history.query';

const newestFirst = [desc(operations.dateOperation), desc(operations.idDemande)];

/** The row's date to the microsecond, as text: a JavaScript date would drop the microseconds. */
const cursorAt = sql<string>`to_char(${operations.dateOperation} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The history's queries (operations, their fills and counts), one per method. */
export function createHistoryRepository(db: TDatabase) {
  return {
    /**
     * One page of rows: after the cursor (an index seek), or at an offset through a deferred join that
     * walks the skipped rows in the index alone and reads only the page's rows from the table.
     */
    async findPageRows(tituNume: string, query: THistoriqueQuery, after: { at: string; id: string } | null) {
      const where = historyWhere(tituNume, query);
      const pageIds = db
        .select({ idDemande: operations.idDemande })
        .from(operations)
        .where(
          after
            ? and(
                where,
                sql`(${operations.dateOperation}, ${operations.idDemande}) < (${after.at}::timestamptz, ${after.id})`,
              )
            : where,
        )
        .orderBy(...newestFirst)
        .limit(query.taille)
        .offset(after ? 0 : query.page * query.taille);
      return db
        .select({ ...resumeColumns, cursorAt: cursorAt })
        .from(operations)
        .where(inArray(operations.idDemande, pageIds))
        .orderBy(...newestFirst);
    },

    /** The maintained count of a holder's tab (migration 0023). */
    async countTab(tituNume: string, categorie: THistoCategorie): Promise<number> {
      const [row] = await db
        .select({ n: operationCounts.n })
        .from(operationCounts)
        .where(and(eq(operationCounts.tituNume, tituNume), eq(operationCounts.categorie, categorie)));
      return row?.n ?? 0;
    },

    /** The count of a filtered list. */
    async countMatches(tituNume: string, filters: THistoryFilters): Promise<number> {
      const [row] = await db.select({ n: count() }).from(operations).where(historyWhere(tituNume, filters));
      return row?.n ?? 0;
    },

    /** Every line of the filtered history, newest first. */
    async findAllRows(tituNume: string, filters: THistoryFilters) {
      return db
        .select(resumeColumns)
        .from(operations)
        .where(historyWhere(tituNume, filters))
        .orderBy(...newestFirst);
    },

    /** One of the holder's operations by request id or reference, or undefined. */
    async findOperation(
      tituNume: string,
      by: { idDemande: string } | { reference: string; categorie: THistoCategorie },
    ): Promise<TOperationRecord | undefined> {
      const condition =
        'idDemande' in by
          ? eq(operations.idDemande, by.idDemande)
          : and(eq(operations.reference, by.reference), eq(operations.categorie, by.categorie));
      const [row] = await db
        .select()
        .from(operations)
        .where(and(eq(operations.tituNume, tituNume), condition));
      return row;
    },

    /** The fills of an order, oldest first. */
    async findFills(idDemande: string) {
      return db
        .select()
        .from(executions)
        .where(eq(executions.idDemande, idDemande))
        .orderBy(executions.dateExecution, executions.id);
    },

    /**
     * Marks the order cancelled if it is still as it was read (status, executed quantity, not
     * cancelled): two cancels, or a cancel and a fill, change it once. A pending order keeps no
     * amount; a partly executed one keeps its fills' amounts. Undefined when it had changed.
     */
    async markCancelled(tituNume: string, existing: TOperationRecord, keepAmounts: boolean) {
      const [updated] = await db
        .update(operations)
        .set({
          statut: 'ANNULE',
          cancelledAt: sql`now()`,
          updatedAt: sql`now()`,
          ...(keepAmounts ? {} : { montantBrut: 0, frais: 0, taxes: 0, montantNet: 0 }),
        })
        .where(
          and(
            eq(operations.idDemande, existing.idDemande),
            eq(operations.tituNume, tituNume),
            eq(operations.statut, existing.statut),
            eq(operations.quantiteExecutee, existing.quantiteExecutee),
            isNull(operations.cancelledAt),
          ),
        )
        .returning();
      return updated;
    },

    /** The holder's register record (the PDF export's header). */
    async findHolder(tituNume: string) {
      const [holder] = await db.select().from(holders).where(eq(holders.tituNume, tituNume));
      return holder;
    },
  };
}

export type THistoryRepository = ReturnType<typeof createHistoryRepository>;
