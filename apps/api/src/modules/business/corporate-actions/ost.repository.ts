import { and, eq, inArray, lte, ne, or, isNull, sql, sum } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import {
  holders,
  holdings,
  operations,
  ostAnswers,
  ostEvents,
  ostPendingTokens,
  securities,
} from '../../../db/schema';
import type { TOstType } from '@nomina/domain';

export type TOstEventRow = typeof ostEvents.$inferSelect & { valeLibe: string };
export type TOstAnswerRow = typeof ostAnswers.$inferSelect;
export type THolderEvent = { event: TOstEventRow; answer: TOstAnswerRow | null; position: number };

/** Shares of a security an account holds directly (employee savings plans take no part). */
function positionOf(db: TDatabase, tituNume: string) {
  return db
    .select({ valeIden: holdings.valeIden, quantite: sum(holdings.quantite).mapWith(Number).as('quantite') })
    .from(holdings)
    .where(and(eq(holdings.tituNume, tituNume), ne(holdings.modeDetention, 'PEE')))
    .groupBy(holdings.valeIden)
    .as('position');
}

const eventColumns = { event: ostEvents, valeLibe: securities.valeLibe };

/** The corporate actions' queries (events, answers, pending tokens), one per method. */
export function createOstRepository(db: TDatabase) {
  return {
    /**
     * The events of one account: those on a security it holds, and those it answered (its position
     * may have changed since). `idOst` narrows to one event; another account's event is not found.
     */
    async findHolderEvents(
      tituNume: string,
      filter: { types: readonly TOstType[]; idOst?: number },
    ): Promise<THolderEvent[]> {
      if (filter.types.length === 0) return [];
      const position = positionOf(db, tituNume);
      const rows = await db
        .select({ ...eventColumns, answer: ostAnswers, position: position.quantite })
        .from(ostEvents)
        .innerJoin(securities, eq(securities.valeIden, ostEvents.valeIden))
        .leftJoin(position, eq(position.valeIden, ostEvents.valeIden))
        .leftJoin(ostAnswers, and(eq(ostAnswers.idOst, ostEvents.idOst), eq(ostAnswers.tituNume, tituNume)))
        .where(
          and(
            inArray(ostEvents.typeOst, [...filter.types]),
            filter.idOst === undefined ? undefined : eq(ostEvents.idOst, filter.idOst),
            or(sql`${position.quantite} > 0`, sql`${ostAnswers.id} is not null`),
          ),
        )
        .orderBy(ostEvents.dateLimite, ostEvents.idOst);
      return rows.map((row) => ({
        event: { ...row.event, valeLibe: row.valeLibe },
        answer: row.answer,
        position: Math.floor(Number(row.position ?? 0)),
      }));
    },

    async findHolder(tituNume: string) {
      const [holder] = await db.select().from(holders).where(eq(holders.tituNume, tituNume));
      return holder;
    },

    async insertPendingToken(row: typeof ostPendingTokens.$inferInsert) {
      await db.insert(ostPendingTokens).values(row);
    },

    async findPendingToken(tokenHash: string) {
      const [row] = await db.select().from(ostPendingTokens).where(eq(ostPendingTokens.tokenHash, tokenHash));
      return row;
    },

    /** The answer's pending line in the history (miscellaneous operations). */
    async insertHistoryLine(operation: typeof operations.$inferInsert) {
      await db.insert(operations).values(operation);
    },

    /** The answer itself (after its history line). */
    async insertAnswer(answer: typeof ostAnswers.$inferInsert): Promise<TOstAnswerRow> {
      const [row] = await db.insert(ostAnswers).values(answer).returning();
      return row!;
    },

    /** Events whose payment date has come and that the engine has not paid yet. */
    async findDueEvents(today: string): Promise<TOstEventRow[]> {
      const rows = await db
        .select(eventColumns)
        .from(ostEvents)
        .innerJoin(securities, eq(securities.valeIden, ostEvents.valeIden))
        .where(and(isNull(ostEvents.settledAt), lte(ostEvents.datePaiement, today)))
        .orderBy(ostEvents.idOst);
      return rows.map((row) => ({ ...row.event, valeLibe: row.valeLibe }));
    },
  };
}

export type TOstRepository = ReturnType<typeof createOstRepository>;
