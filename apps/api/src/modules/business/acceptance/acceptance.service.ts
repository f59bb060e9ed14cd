import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import {
  acceptancePlanDocuments,
  acceptancePlans,
  acceptanceResponses,
  genericDocumentFiles,
  genericDocuments,
} from '../../../db/schema';
import type { TAcceptationPlan } from '@nomina/domain';

type TPlanRow = typeof acceptancePlans.$inferSelect;

const isoDate = (value: string | null) => value;

/** The plans of the holder still open and not answered yet, lowest id first. */
export async function listEligiblePlans(db: TDatabase, tituNume: string): Promise<TAcceptationPlan[]> {
  const rows = await db
    .select({ plan: acceptancePlans })
    .from(acceptancePlans)
    .leftJoin(
      acceptanceResponses,
      and(
        eq(acceptanceResponses.idAcceptationPlan, acceptancePlans.idAcceptationPlan),
        eq(acceptanceResponses.tituNume, acceptancePlans.tituNume),
      ),
    )
    .where(
      and(
        eq(acceptancePlans.tituNume, tituNume),
        gt(acceptancePlans.dateLimiteReponse, new Date()),
        isNull(acceptanceResponses.id),
      ),
    )
    .orderBy(asc(acceptancePlans.idAcceptationPlan));
  const plans = rows.map((row) => row.plan);
  if (plans.length === 0) return [];
  const documents = await db
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
    .where(
      inArray(
        acceptancePlanDocuments.idAcceptationPlan,
        plans.map((plan) => plan.idAcceptationPlan),
      ),
    )
    .orderBy(asc(acceptancePlanDocuments.ordre));
  return plans.map((plan) =>
    toWire(
      plan,
      documents.filter((doc) => doc.idAcceptationPlan === plan.idAcceptationPlan),
    ),
  );
}

function toWire(
  plan: TPlanRow,
  documents: {
    documentId: number;
    documentTraductionKey: string;
    documentName: string;
    langueIso3: string;
    documentContentType: string;
  }[],
): TAcceptationPlan {
  return {
    idAcceptationPlan: plan.idAcceptationPlan,
    codePlan: plan.codePlan,
    libellePlan: plan.libellePlan,
    libellePlanTraductionKey: plan.libellePlanTraductionKey,
    typePlan: plan.typePlan,
    nombreDroits: plan.nombreDroits,
    prixExercice: plan.prixExercice,
    actionSousJacente: plan.actionSousJacente,
    dateDirectoire: plan.dateDirectoire,
    dateDebutPlan: plan.dateDebutPlan,
    dateFinPlan: isoDate(plan.dateFinPlan),
    dateAcquisition: isoDate(plan.dateAcquisition),
    dateLimiteReponse: plan.dateLimiteReponse.toISOString(),
    indicateurDisclaimer: plan.indicateurDisclaimer,
    firstDisclaimerTraductionKey: plan.firstDisclaimerTraductionKey,
    secondDisclaimerTraductionKey: plan.secondDisclaimerTraductionKey,
    additionalDataTraductionKey: plan.additionalDataTraductionKey,
    recapTraductionKey: plan.recapTraductionKey,
    confirmTraductionKey: plan.confirmTraductionKey,
    documentGed: plan.documentGed,
    documents: documents.map((doc) => ({
      documentId: doc.documentId,
      documentTraductionKey: doc.documentTraductionKey,
      documentName: doc.documentName,
      documentLangueIso3: doc.langueIso3.toUpperCase(),
      documentContentType: doc.documentContentType,
    })),
  };
}

/** A plan of the holder with whether it was answered, or undefined when it is not theirs. */
export async function findHolderPlan(db: TDatabase, tituNume: string, idAcceptationPlan: number) {
  const [row] = await db
    .select({ plan: acceptancePlans, answerId: acceptanceResponses.id })
    .from(acceptancePlans)
    .leftJoin(
      acceptanceResponses,
      and(
        eq(acceptanceResponses.idAcceptationPlan, acceptancePlans.idAcceptationPlan),
        eq(acceptanceResponses.tituNume, acceptancePlans.tituNume),
      ),
    )
    .where(
      and(eq(acceptancePlans.tituNume, tituNume), eq(acceptancePlans.idAcceptationPlan, idAcceptationPlan)),
    );
  return row ? { plan: row.plan, answered: row.answerId !== null } : undefined;
}
