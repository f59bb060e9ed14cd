import type { TAcceptationPlan, TReponseAcceptation } from '@nomina/domain';

/** The plan chosen and the answer given (accept O, refuse N), carried from the selection to the confirmation. */
export type TChoice = { plan: TAcceptationPlan; reponse: TReponseAcceptation };
