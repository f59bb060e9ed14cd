import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import {
  acceptancePlanDocuments,
  acceptancePlans,
  acceptanceResponses,
  genericDocumentFiles,
  genericDocuments,
  operations,
} from '../../../db/schema';

export type TPlanRow = typeof acceptancePlans.$inferSelect;

/** A plan's answer, if the holder gave one (joined to the plan). */
const answerOfPlan = and(
  eq(acceptanceResponses.idAcceptationPlan, acceptancePlans.idAcceptationPlan),
  eq(acceptanceResponses.tituNume, acceptancePlans.tituNume),
);

/** The acceptance plans' queries (plans, their documents, answers), one per method. */
export function createAcceptanceRepository(db: TDatabase) {
  return {
    /** The plans of the holder still open at `now` and not answered yet, lowest id first. */
    async findEligiblePlans(tituNume: string, now: Date): Promise<TPlanRow[]> {
      const rows = await db
        .select({ plan: acceptancePlans })
        .from(acceptancePlans)
        .leftJoin(acceptanceResponses, answerOfPlan)
        .where(
          and(
            eq(acceptancePlans.tituNume, tituNume),
            gt(acceptancePlans.dateLimiteReponse, now),
            isNull(acceptanceResponses.id),
          ),
        )
        .orderBy(asc(acceptancePlans.idAcceptationPlan));
      return rows.map((row) => row.plan);
    },

    /** The documents of these plans, in their order. */
    async findPlanDocuments(idAcceptationPlans: number[]) {
      return db
        .select({
          idAcceptationPlan: acceptancePlanDocuments.idAcceptationPlan,
          documentId: acceptancePlanDocuments.documentId,
          documentTraductionKey: genericDocuments.traductionKey,
          documentName: genericDocumentFiles.fileName,
          langueIso3: acceptancePlanDocuments.langueIso3,
          documentContentType: genericDocumentFiles.contentType,
        })
        .from(acceptancePlanDocuments)
        .innerJoin(genericDocuments, eq(genericDocuments.documentId, acceptancePlanDocuments.documentId))
        .innerJoin(
          genericDocumentFiles,
          and(
            eq(genericDocumentFiles.documentId, acceptancePlanDocuments.documentId),
            eq(genericDocumentFiles.langueIso3, acceptancePlanDocuments.langueIso3),
          ),
        )
        .where(inArray(acceptancePlanDocuments.idAcceptationPlan, idAcceptationPlans))
        .orderBy(asc(acceptancePlanDocuments.ordre));
    },

    /** A plan of the holder with whether it was answered, or undefined when it is not theirs. */
    async findHolderPlan(tituNume: string, idAcceptationPlan: number) {
      const [row] = await db
        .select({ plan: acceptancePlans, answerId: acceptanceResponses.id })
        .from(acceptancePlans)
        .leftJoin(acceptanceResponses, answerOfPlan)
        .where(
          and(
            eq(acceptancePlans.tituNume, tituNume),
            eq(acceptancePlans.idAcceptationPlan, idAcceptationPlan),
          ),
        );
      return row ? { plan: row.plan, answered: row.answerId !== null } : undefined;
    },

    async insertResponse(row: typeof acceptanceResponses.$inferInsert): Promise<void> {
      await db.insert(acceptanceResponses).values(row);
    },

    /** A history line of the holder (operations). */
    async insertOperation(row: typeof operations.$inferInsert): Promise<void> {
      await db.insert(operations).values(row);
    },
  };
}

export type TAcceptanceRepository = ReturnType<typeof createAcceptanceRepository>;
