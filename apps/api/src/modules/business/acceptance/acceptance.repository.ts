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

/** The acceptance plans' queries (plans, their documents, answers), one per function. */

export type TPlanRow = typeof acceptancePlans.$inferSelect;
type TWriter = Pick<TDatabase, 'insert'>;

/** A plan's answer, if the holder gave one (joined to the plan). */
const answerOfPlan = and(
  eq(acceptanceResponses.idAcceptationPlan, acceptancePlans.idAcceptationPlan),
  eq(acceptanceResponses.tituNume, acceptancePlans.tituNume),
);

/** The plans of the holder still open at `now` and not answered yet, lowest id first. */
export async function findEligiblePlans(db: TDatabase, tituNume: string, now: Date): Promise<TPlanRow[]> {
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
}

/** The documents of these plans, in their order. */
export async function findPlanDocuments(db: TDatabase, idAcceptationPlans: number[]) {
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
}

/** A plan of the holder with whether it was answered, or undefined when it is not theirs. */
export async function findHolderPlan(db: TDatabase, tituNume: string, idAcceptationPlan: number) {
  const [row] = await db
    .select({ plan: acceptancePlans, answerId: acceptanceResponses.id })
    .from(acceptancePlans)
    .leftJoin(acceptanceResponses, answerOfPlan)
    .where(
      and(eq(acceptancePlans.tituNume, tituNume), eq(acceptancePlans.idAcceptationPlan, idAcceptationPlan)),
    );
  return row ? { plan: row.plan, answered: row.answerId !== null } : undefined;
}

export async function insertResponse(db: TWriter, row: typeof acceptanceResponses.$inferInsert) {
  await db.insert(acceptanceResponses).values(row);
}

/** A history line of the holder (operations). */
export async function insertOperation(db: TWriter, row: typeof operations.$inferInsert) {
  await db.insert(operations).values(row);
}
