import { acceptanceHistoryStatut, acceptanceRequestId, type TReponseAcceptation } from '@nomina/domain';
import type { operations } from '../../../db/schema';
import type { TPlanRow } from './acceptance.repository';

/**
 * Records a plan answer as a miscellaneous operation of the holder's history (issue 16 §3): the
 * confirm screen promises it there. The service writes it in the answer's transaction, so both exist or neither.
 * No money moves when answering: the amounts are 0, the rights are the quantity.
 */
export function acceptanceOperationOf(input: {
  plan: TPlanRow;
  tituNume: string;
  reponse: TReponseAcceptation;
  answeredAt: Date;
}): typeof operations.$inferInsert {
  const { plan, tituNume, reponse, answeredAt } = input;
  return {
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
  };
}
