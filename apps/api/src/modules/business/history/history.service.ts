import type {
  TDetailOrdre,
  THistoCategorie,
  THistoriquePage,
  THistoriqueQuery,
  TOperationResume,
} from '@nomina/domain';
import { ERROR_CODES } from '@nomina/domain';
import type { TReadCache } from '../../../db/read-cache';
import type { TUnitOfWork } from '../../../db/unit-of-work';
import { AppError } from '../../../lib/app-error';
import type { TAccountScope } from '../../../access';
import type { TExecutionRepository } from '../operations/execution/execution.repository';
import { fileNotice } from '../operations/execution/notice';
import type { TClosingRefundRepository } from '../operations/refunds/closing-refund.repository';
import {
  readSecurityPricing,
  recordExecutedBuyRefund,
  type TPricingSource,
} from '../operations/refunds/closing-refund.service';
import { isCancellable, toResume, type THistoryFilters, type TOperationRecord } from './history.query';
import type { THistoryRepository } from './history.repository';

/** What a cancel writes together, in one transaction. */
export type TCancelRepositories = {
  history: THistoryRepository;
  execution: TExecutionRepository;
  refunds: TClosingRefundRepository;
};

/**
 * What the history services depend on: the history's repository, the read cache of answers, the
 * pricing of a cancelled buy, the cancel's unit of work and what sends a closed order's refunds to
 * the provider (after the commit).
 */
export type THistoryDeps = {
  history: THistoryRepository;
  /** The app's read cache, when it runs one (looked up at each read: it starts with the server). */
  readCache: () => TReadCache | undefined;
  /** The fee schedule and VAT of a partly executed buy being cancelled. */
  pricing: TPricingSource;
  refunds: Pick<TClosingRefundRepository, 'findSecurityPricingKeys'>;
  transaction: TUnitOfWork<TCancelRepositories>;
  /** 403 when the account may not open the tab's module. */
  assertOpen: (account: TAccountScope, categorie: THistoCategorie) => Promise<void>;
  sendRefunds: (idDemande: string) => Promise<void>;
};

/** operation/historique: one page of a tab the account may open. */
export async function historyPage(
  deps: THistoryDeps,
  account: TAccountScope,
  query: THistoriqueQuery,
): Promise<THistoriquePage> {
  await deps.assertOpen(account, query.categorie);
  return findHistoryPage(deps, account.tituNume, query);
}

/**
 * One page of the holder's history of one tab, newest first, with the total of the filtered list.
 * Given the previous page's cursor (`apres`), the page starts right after that row: an index seek,
 * as cheap on page 5,000 as on page 1. The unfiltered total comes from the maintained counts
 * (migration 0023), a filtered one from a count of the matches.
 */
export async function findHistoryPage(
  deps: Pick<THistoryDeps, 'history' | 'readCache'>,
  tituNume: string,
  query: THistoriqueQuery,
): Promise<THistoriquePage> {
  const cache = deps.readCache();
  if (!cache) return readHistoryPage(deps.history, tituNume, query);
  // Every write to the holder's operations drops it on every instance (migration 0025).
  const key = `historique|${tituNume}||${JSON.stringify(query)}`;
  return (await cache.answers.load(key, () =>
    readHistoryPage(deps.history, tituNume, query),
  )) as THistoriquePage;
}

async function readHistoryPage(
  history: THistoryRepository,
  tituNume: string,
  query: THistoriqueQuery,
): Promise<THistoriquePage> {
  const after = query.apres ? decodeCursor(query.apres) : null;
  const [rows, total] = await Promise.all([
    history.findPageRows(tituNume, query, after),
    isUnfiltered(query) ? history.countTab(tituNume, query.categorie) : history.countMatches(tituNume, query),
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

const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

/** A real moment of year 1 or later (not 2024-13-45T25:61:61, not year 0). */
const isRealInstant = (at: string) => {
  const time = Date.parse(`${at.slice(0, 23)}Z`);
  return (
    !Number.isNaN(time) &&
    at.slice(0, 4) !== '0000' &&
    new Date(time).toISOString().slice(0, 19) === at.slice(0, 19)
  );
};

/** A cursor this server wrote, or 400: anything else is refused before reaching SQL. */
function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (
    rest.length > 0 ||
    !at ||
    !id ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at) ||
    !isRealInstant(at) ||
    id.length > 100 ||
    /\p{Cc}/u.test(id)
  )
    throw new AppError(400, ERROR_CODES.validation);
  return { at, id };
}

const isUnfiltered = (query: THistoriqueQuery) =>
  !query.dateDebut && !query.dateFin && !query.typeOperation && !query.statut && query.valeIden === undefined;

/** Every line of the filtered history of a tab the account may open, with the holder's record (exports). */
export async function historyForExport(
  deps: THistoryDeps,
  account: TAccountScope,
  filters: THistoryFilters,
): Promise<{
  rows: TOperationResume[];
  holder: NonNullable<Awaited<ReturnType<THistoryRepository['findHolder']>>>;
}> {
  await deps.assertOpen(account, filters.categorie);
  const [rows, holder] = await Promise.all([
    deps.history.findAllRows(account.tituNume, filters),
    deps.history.findHolder(account.tituNume),
  ]);
  return { rows: rows.map(toResume), holder: holder! };
}

/** One of the holder's operations by request id or reference; another holder's is "not found". */
async function findOwnOperation(
  history: Pick<THistoryRepository, 'findOperation'>,
  tituNume: string,
  by: { idDemande: string } | { reference: string; categorie: THistoCategorie },
): Promise<TOperationRecord> {
  const row = await history.findOperation(tituNume, by);
  if (!row) throw new AppError(404, ERROR_CODES.notFound);
  return row;
}

/** The fills of an order as the wire shows them, oldest first. */
export async function executionsOf(history: Pick<THistoryRepository, 'findFills'>, idDemande: string) {
  return (await history.findFills(idDemande)).map((row) => ({
    dateExecution: row.dateExecution.toISOString(),
    quantite: row.quantite,
    cours: row.cours,
    montant: row.montant,
    lieuExecution: row.lieuExecution,
  }));
}

/**
 * The old entry point, for callers that still hold the database (documentation's notices): the
 * same read through the history's repository.
 */

export async function toDetail(
  history: Pick<THistoryRepository, 'findFills'>,
  row: TOperationRecord,
): Promise<TDetailOrdre> {
  return {
    ...toResume(row),
    typeOrdre: row.typeOrdre,
    coursLimite: row.coursLimite,
    dateSaisie: row.dateSaisie.toISOString(),
    dateValidite: row.dateValidite,
    modePaiement: row.modePaiement,
    quantiteExecutee: row.quantiteExecutee,
    taxes: row.taxes,
    executions: await executionsOf(history, row.idDemande),
  };
}

/**
 * execution/details: the broker's executions of one of the holder's orders, found by request id
 * and reference together (404 for anything else), in a tab the account may open.
 */
export async function executionDetails(
  deps: Pick<THistoryDeps, 'history' | 'assertOpen'>,
  account: TAccountScope,
  query: { idDemande: string; reference: string },
) {
  const order = await findOwnOperation(deps.history, account.tituNume, { idDemande: query.idDemande });
  if (order.reference !== query.reference) throw new AppError(404, ERROR_CODES.notFound);
  await deps.assertOpen(account, order.categorie);
  return { reference: order.reference, executions: await executionsOf(deps.history, order.idDemande) };
}

/** The details of one of the holder's operations, in a tab the account may open. */
export async function orderDetail(
  deps: THistoryDeps,
  account: TAccountScope,
  by: { idDemande: string } | { reference: string; categorie: THistoCategorie },
): Promise<TDetailOrdre> {
  if ('categorie' in by) await deps.assertOpen(account, by.categorie);
  const row = await findOwnOperation(deps.history, account.tituNume, by);
  if (!('categorie' in by)) await deps.assertOpen(account, row.categorie);
  return toDetail(deps.history, row);
}

/**
 * Cancels the holder's pending order, or the rest of a partly executed one. The update re-checks
 * the status and the executed quantity in the same statement, so two cancels racing each other (or
 * a cancel racing a fill) change the order once; the loser gets the 409. A pending order keeps no
 * amount; a partly executed one keeps its fills' amounts, closes, gets its notice and, when it was
 * paid up front, the refund of its unfilled part, all in the same transaction.
 */
export async function cancelOrder(
  deps: Pick<THistoryDeps, 'history' | 'pricing' | 'refunds' | 'transaction'>,
  tituNume: string,
  idDemande: string,
): Promise<TOperationRecord> {
  const existing = await findOwnOperation(deps.history, tituNume, { idDemande });
  if (!isCancellable(existing)) throw new AppError(409, ERROR_CODES.orderNotCancellable);
  const partial = existing.statut === 'PARTIELLEMENT_EXECUTE';
  const pricing =
    partial && existing.valeIden !== null ? await readSecurityPricing(deps, existing.valeIden) : null;
  return deps.transaction(async ({ history, execution, refunds }) => {
    const updated = await history.markCancelled(tituNume, existing, partial);
    if (!updated) throw new AppError(409, ERROR_CODES.orderNotCancellable);
    if (!partial) return updated;
    const now = new Date();
    await execution.closeOrder(idDemande, now);
    const codeAvis = await fileNotice(execution, { operation: updated }, now);
    if (pricing)
      await recordExecutedBuyRefund(refunds, { ...updated, executedGross: updated.montantBrut }, pricing);
    return { ...updated, codeAvis };
  });
}

/** cancel-order: cancels, sends what the order had paid back (a refused refund is retried), answers the details. */
export async function cancelAndRefund(
  deps: THistoryDeps,
  account: TAccountScope,
  idDemande: string,
): Promise<TDetailOrdre> {
  const row = await findOwnOperation(deps.history, account.tituNume, { idDemande });
  await deps.assertOpen(account, row.categorie);
  const cancelled = await cancelOrder(deps, account.tituNume, idDemande);
  await deps.sendRefunds(cancelled.idDemande);
  return toDetail(deps.history, cancelled);
}
