import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDetailOrdre, THistoCategorie, THistoriquePage, THistoriqueQuery } from '@nomina/domain';
import { ERROR_CODES } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { executions, operations } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import {
  historyWhere,
  isCancellable,
  resumeColumns,
  toResume,
  type THistoryFilters,
  type TOperationRecord,
} from './historique.query';

const newestFirst = [desc(operations.dateOperation), desc(operations.idDemande)];

/** One page of the holder's history of one tab, newest first, with the total of the filtered list. */
export async function findHistoryPage(
  db: TDatabase,
  tituNume: string,
  query: THistoriqueQuery,
): Promise<THistoriquePage> {
  const where = historyWhere(tituNume, query);
  // Deferred join: the skipped rows of a deep page are walked in the index alone (ids only), and
  // only the page's rows are read from the table.
  const pageIds = db
    .select({ idDemande: operations.idDemande })
    .from(operations)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.taille)
    .offset(query.page * query.taille);
  const [rows, [total]] = await Promise.all([
    db
      .select(resumeColumns)
      .from(operations)
      .where(inArray(operations.idDemande, pageIds))
      .orderBy(...newestFirst),
    db.select({ n: count() }).from(operations).where(where),
  ]);
  return { contenu: rows.map(toResume), page: query.page, taille: query.taille, total: total?.n ?? 0 };
}

/** Every line of the filtered history, for the CSV and PDF exports. */
export async function findHistoryForExport(db: TDatabase, tituNume: string, filters: THistoryFilters) {
  const rows = await db
    .select(resumeColumns)
    .from(operations)
    .where(historyWhere(tituNume, filters))
    .orderBy(...newestFirst);
  return rows.map(toResume);
}

/** One of the holder's operations by request id or reference; another holder's is "not found". */
export async function findOwnOperation(
  db: TDatabase,
  tituNume: string,
  by: { idDemande: string } | { reference: string; categorie: THistoCategorie },
): Promise<TOperationRecord> {
  const condition =
    'idDemande' in by
      ? eq(operations.idDemande, by.idDemande)
      : and(eq(operations.reference, by.reference), eq(operations.categorie, by.categorie));
  const [row] = await db
    .select()
    .from(operations)
    .where(and(eq(operations.tituNume, tituNume), condition));
  if (!row) throw new AppError(404, ERROR_CODES.notFound);
  return row;
}

export async function findExecutions(db: TDatabase, idDemande: string) {
  const rows = await db
    .select()
    .from(executions)
    .where(eq(executions.idDemande, idDemande))
    .orderBy(executions.dateExecution, executions.id);
  return rows.map((row) => ({
    dateExecution: row.dateExecution.toISOString(),
    quantite: row.quantite,
    cours: row.cours,
    montant: row.montant,
    lieuExecution: row.lieuExecution,
  }));
}

export async function toDetail(db: TDatabase, row: TOperationRecord): Promise<TDetailOrdre> {
  return {
    ...toResume(row),
    typeOrdre: row.typeOrdre,
    coursLimite: row.coursLimite,
    dateSaisie: row.dateSaisie.toISOString(),
    dateValidite: row.dateValidite,
    modePaiement: row.modePaiement,
    quantiteExecutee: row.quantiteExecutee,
    taxes: row.taxes,
    executions: await findExecutions(db, row.idDemande),
  };
}

/**
 * Cancels the holder's pending order. The update re-checks the status in the same statement, so
 * two cancels racing each other change the order once; the loser gets the 409.
 */
export async function cancelOrder(
  db: TDatabase,
  tituNume: string,
  idDemande: string,
): Promise<TOperationRecord> {
  const existing = await findOwnOperation(db, tituNume, { idDemande });
  if (!isCancellable(existing)) throw new AppError(409, ERROR_CODES.orderNotCancellable);
  const [updated] = await db
    .update(operations)
    .set({
      statut: 'ANNULE',
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
      montantBrut: 0,
      frais: 0,
      taxes: 0,
      montantNet: 0,
    })
    .where(
      and(
        eq(operations.idDemande, idDemande),
        eq(operations.tituNume, tituNume),
        eq(operations.statut, 'EN_ATTENTE'),
        isNull(operations.cancelledAt),
      ),
    )
    .returning();
  if (!updated) throw new AppError(409, ERROR_CODES.orderNotCancellable);
  return updated;
}
