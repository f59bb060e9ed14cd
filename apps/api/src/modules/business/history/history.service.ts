import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDetailOrdre, THistoCategorie, THistoriquePage, THistoriqueQuery } from '@nomina/domain';
import { ERROR_CODES } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { readCacheOf } from '../../../db/read-cache';
import { executions, operationCounts, operations } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import {
  historyWhere,
  isCancellable,
  resumeColumns,
  toResume,
  type THistoryFilters,
  type TOperationRecord,
} from './history.query';
import { closeOrder, fileNotice } from '../operations/execution/execution.repository';
import { readSecurityPricing, recordExecutedBuyRefund } from '../operations/refunds/closing-refund.service';

const newestFirst = [desc(operations.dateOperation), desc(operations.idDemande)];

/**
 * One page of the holder's history of one tab, newest first, with the total of the filtered list.
 * Given the previous page's cursor (`apres`), the page starts right after that row: an index seek,
 * as cheap on page 5,000 as on page 1. Without it, a deferred join walks the skipped rows in the
 * index alone (ids only) and reads only the page's rows from the table. The unfiltered total
 * comes from the maintained counts (migration 0023), a filtered one from a count of the matches.
 */
export async function findHistoryPage(
  db: TDatabase,
  tituNume: string,
  query: THistoriqueQuery,
): Promise<THistoriquePage> {
  const cache = readCacheOf(db);
  if (!cache) return readHistoryPage(db, tituNume, query);
  // Every write to the holder's operations drops it on every instance (migration 0025).
  const key = `historique|${tituNume}||${JSON.stringify(query)}`;
  return (await cache.answers.load(key, () => readHistoryPage(db, tituNume, query))) as THistoriquePage;
}

async function readHistoryPage(
  db: TDatabase,
  tituNume: string,
  query: THistoriqueQuery,
): Promise<THistoriquePage> {
  const where = historyWhere(tituNume, query);
  const after = query.apres ? decodeCursor(query.apres) : null;
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
  const [rows, total] = await Promise.all([
    db
      .select({ ...resumeColumns, cursorAt: cursorAt })
      .from(operations)
      .where(inArray(operations.idDemande, pageIds))
      .orderBy(...newestFirst),
    countHistory(db, tituNume, query),
  ]);
  const last = rows.at(-1);
  const isLastPage = rows.length < query.taille || (query.page + 1) * query.taille >= total;
  return {
    contenu: rows.map(toResume),
    page: query.page,
    taille: query.taille,
    total,
    suivant: last && !isLastPage ? encodeCursor(last.cursorAt, last.idDemande) : null,
  };
}

/** The row's date to the microsecond, as text: a JavaScript date would drop the microseconds. */
const cursorAt = sql<string>`to_char(${operations.dateOperation} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

/** A cursor this server wrote, or 400: anything else is refused before reaching SQL. */
function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (
    rest.length > 0 ||
    !at ||
    !id ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at) ||
    id.length > 100
  )
    throw new AppError(400, ERROR_CODES.validation);
  return { at, id };
}

const isUnfiltered = (query: THistoriqueQuery) =>
  !query.dateDebut && !query.dateFin && !query.typeOperation && !query.statut && query.valeIden === undefined;

async function countHistory(db: TDatabase, tituNume: string, query: THistoriqueQuery): Promise<number> {
  if (isUnfiltered(query)) {
    const [row] = await db
      .select({ n: operationCounts.n })
      .from(operationCounts)
      .where(and(eq(operationCounts.tituNume, tituNume), eq(operationCounts.categorie, query.categorie)));
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(operations).where(historyWhere(tituNume, query));
  return row?.n ?? 0;
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
 * Cancels the holder's pending order, or the rest of a partly executed one. The update re-checks
 * the status and the executed quantity in the same statement, so two cancels racing each other (or
 * a cancel racing a fill) change the order once; the loser gets the 409. A pending order keeps no
 * amount; a partly executed one keeps its fills' amounts, closes, gets its notice and, when it was
 * paid up front, the refund of its unfilled part, all in the same transaction.
 */
export async function cancelOrder(
  db: TDatabase,
  tituNume: string,
  idDemande: string,
): Promise<TOperationRecord> {
  const existing = await findOwnOperation(db, tituNume, { idDemande });
  if (!isCancellable(existing)) throw new AppError(409, ERROR_CODES.orderNotCancellable);
  const partial = existing.statut === 'PARTIELLEMENT_EXECUTE';
  const pricing =
    partial && existing.valeIden !== null ? await readSecurityPricing(db, existing.valeIden) : null;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(operations)
      .set({
        statut: 'ANNULE',
        cancelledAt: sql`now()`,
        updatedAt: sql`now()`,
        ...(partial ? {} : { montantBrut: 0, frais: 0, taxes: 0, montantNet: 0 }),
      })
      .where(
        and(
          eq(operations.idDemande, idDemande),
          eq(operations.tituNume, tituNume),
          eq(operations.statut, existing.statut),
          eq(operations.quantiteExecutee, existing.quantiteExecutee),
          isNull(operations.cancelledAt),
        ),
      )
      .returning();
    if (!updated) throw new AppError(409, ERROR_CODES.orderNotCancellable);
    if (!partial) return updated;
    const now = new Date();
    await closeOrder(tx, idDemande, now);
    const codeAvis = await fileNotice(tx, { operation: updated }, now);
    if (pricing)
      await recordExecutedBuyRefund(tx, { ...updated, executedGross: updated.montantBrut }, pricing);
    return { ...updated, codeAvis };
  });
}
