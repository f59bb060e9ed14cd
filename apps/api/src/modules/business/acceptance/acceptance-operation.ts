import { acceptanceHistoryStatut, acceptanceRequestId, type TReponseAcceptation } from '@nomina/domain';
import type { TDatabase } from '../../../db/client';
import { acceptancePlans, operations } from '../../../db/schema';

type TPlan = typeof acceptancePlans.$inferSelect;
type TWriter = Pick<TDatabase, 'insert'>;

/**
 * Records a plan answer as a miscellaneous operation of the holder's history (issue 16 §3): the
 * confirm screen promises it there. Written in the answer's transaction, so both exist or neither.
 * No money moves when answering: the amounts are 0, the rights are the quantity.
 */
export async function insertAcceptanceOperation(
  db: TWriter,
  input: { plan: TPlan; tituNume: string; reponse: TReponseAcceptation; answeredAt: Date },
): Promise<void> {
  const { plan, tituNume, reponse, answeredAt } = input;
  await db.insert(operations).values({
    idDemande: acceptanceRequestId(plan.idAcceptationPlan, tituNume),
    tituNume,
    reference: plan.codePlan,
    categorie: 'DIVERSES',
    typeOperation: 'ACCEPTATION_PLAN',
    dateSaisie: answeredAt,
    dateOperation: answeredAt,
    valeLibe: plan.libellePlan,
    quantite: plan.nombreDroits,
    prixUnitaire: plan.prixExercice > 0 ? plan.prixExercice : null,
    montantBrut: 0,
    montantNet: 0,
    statut: acceptanceHistoryStatut(reponse),
  });
}
