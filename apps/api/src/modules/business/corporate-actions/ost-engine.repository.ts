import { and, eq, ne, sql, sum } from 'drizzle-orm';
import { gedDocuments, holdings, operations, ostAnswers, ostEvents } from '../../../db/schema';
import type { TDatabase } from '../../../db/client';
import type { TOstAnswerRow, TOstEventRow } from './ost.repository';

type TOperationInsert = typeof operations.$inferInsert;
type TOstAnswerInsert = typeof ostAnswers.$inferInsert;
type TGedInsert = typeof gedDocuments.$inferInsert;

/** The corporate-action engine's queries (events, answers, history lines, holdings, notices), one per method. */
export function createOstEngineRepository(db: TDatabase) {
  return {
    /** Locks the event row (two engines never pay it twice); its settlement time, or null when absent. */
    async lockEvent(idOst: number) {
      const [locked] = await db
        .select({ settledAt: ostEvents.settledAt })
        .from(ostEvents)
        .where(eq(ostEvents.idOst, idOst))
        .for('update');
      return locked;
    },

    async markEventSettled(idOst: number, at: Date) {
      await db.update(ostEvents).set({ settledAt: at }).where(eq(ostEvents.idOst, idOst));
    },

    async findEventAnswers(idOst: number): Promise<TOstAnswerRow[]> {
      return db.select().from(ostAnswers).where(eq(ostAnswers.idOst, idOst));
    },

    /** Every account's direct position in a security (employee savings plans take no part). */
    async findDirectPositions(valeIden: number) {
      return db
        .select({ tituNume: holdings.tituNume, quantite: sum(holdings.quantite).mapWith(Number) })
        .from(holdings)
        .where(and(eq(holdings.valeIden, valeIden), ne(holdings.modeDetention, 'PEE')))
        .groupBy(holdings.tituNume);
    },

    async insertHistoryLine(line: TOperationInsert) {
      await db.insert(operations).values(line);
    },

    async insertEngineAnswer(row: TOstAnswerInsert): Promise<TOstAnswerRow> {
      const [answer] = await db.insert(ostAnswers).values(row).returning();
      return answer!;
    },

    async updateOperation(idDemande: string, set: Partial<TOperationInsert>) {
      await db.update(operations).set(set).where(eq(operations.idDemande, idDemande));
    },

    async updateAnswer(id: string, set: Partial<TOstAnswerInsert>) {
      await db.update(ostAnswers).set(set).where(eq(ostAnswers.id, id));
    },

    /** The history line executed on the payment date; its order reference. */
    async executeOperation(idDemande: string, at: { paidOn: Date; now: Date; codeAvis: string }) {
      const [line] = await db
        .update(operations)
        .set({
          statut: 'EXECUTE',
          dateOperation: at.paidOn,
          quantiteExecutee: sql`${operations.quantite}`,
          codeAvis: at.codeAvis,
          updatedAt: at.now,
        })
        .where(eq(operations.idDemande, idDemande))
        .returning({ reference: operations.reference });
      return line;
    },

    async insertNotices(rows: TGedInsert[]) {
      await db.insert(gedDocuments).values(rows);
    },

    /** New shares on the holder's direct line; its average cost takes them at their price. */
    async creditShares(tituNume: string, event: TOstEventRow, newShares: number) {
      const price = Number(event.typeOst === 'PDA' ? event.prixReinvestissement : event.prixSouscription);
      await db
        .insert(holdings)
        .values({
          tituNume,
          valeIden: event.valeIden,
          modeDetention: 'NOMINATIF_PUR',
          quantite: newShares,
          prixRevientMoyen: price,
        })
        .onConflictDoUpdate({
          target: [holdings.tituNume, holdings.valeIden, holdings.modeDetention],
          set: {
            quantite: sql`${holdings.quantite} + ${newShares}`,
            prixRevientMoyen: sql`case when ${holdings.prixRevientMoyen} is null then null else round((${holdings.quantite} * ${holdings.prixRevientMoyen} + ${newShares} * ${event.typeOst === 'PDA' ? event.prixReinvestissement : event.prixSouscription}::numeric) / (${holdings.quantite} + ${newShares}), 4) end`,
          },
        });
    },
  };
}

export type TOstEngineRepository = ReturnType<typeof createOstEngineRepository>;
