import { acceptanceAnswerSchema } from './acceptance-answer';
import type { TAcceptationPlan, TPlanDocument, TReponseAcceptation } from './acceptance.types';

/** Offer price shown only above 0 (for a 'DROIT AAG' at 0 none is shown). */
export const showsOfferPrice = (plan: Pick<TAcceptationPlan, 'prixExercice'>) => plan.prixExercice > 0;

/**
 * The recap's own rule (spec 2 §2, recap panel): the offer price is shown, 0 included, unless the
 * plan is a 'DROIT AAG' at 0 (free shares have no price to state).
 */
export const recapShowsOfferPrice = (plan: Pick<TAcceptationPlan, 'prixExercice' | 'typePlan'>) =>
  !(plan.typePlan === 'DROIT AAG' && plan.prixExercice === 0);

/** Next is enabled only with a plan, a choice, disclaimer 1 on, and disclaimer 2 on when required. */
export function canGoNext(input: {
  plan: Pick<TAcceptationPlan, 'indicateurDisclaimer'> | null;
  choice: TReponseAcceptation | null;
  disclaimer1: boolean;
  disclaimer2: boolean;
}): boolean {
  if (!input.plan) return false;
  const { choice: reponse, disclaimer1, disclaimer2 } = input;
  return acceptanceAnswerSchema(input.plan).safeParse({ reponse, disclaimer1, disclaimer2 }).success;
}

const LANGUAGE_FILTER: Record<string, string> = { fr: 'FRA', en: 'ENG' };

/** Plan documents in the page's language: fr gives FRA, en gives ENG, other languages unfiltered. */
export function documentsForLanguage<T extends Pick<TPlanDocument, 'documentLangueIso3'>>(
  documents: readonly T[],
  language: string,
): T[] {
  const iso3 = LANGUAGE_FILTER[language];
  if (!iso3) return [...documents];
  return documents.filter((document) => document.documentLangueIso3.toUpperCase() === iso3);
}

/** The lowest plan id, the banner's custom id. */
export const lowestPlanId = (plans: readonly Pick<TAcceptationPlan, 'idAcceptationPlan'>[]) =>
  plans.length === 0 ? null : Math.min(...plans.map((plan) => plan.idAcceptationPlan));

/** Operation types of the password confirmation modal. */
export type TPasswordOperationType = 'sale' | 'purchase' | 'exercise' | 'acceptPlan' | 'other';

/** The modal's button label: sale, exercise, accept plan or other give validate; default purchase. */
export const PASSWORD_CONFIRM_LABELS = [
  'password.confirm.button.validate',
  'password.confirm.button.purchase',
] as const;

export function passwordConfirmLabel(
  type: TPasswordOperationType | undefined,
): (typeof PASSWORD_CONFIRM_LABELS)[number] {
  switch (type) {
    case 'sale':
    case 'exercise':
    case 'acceptPlan':
    case 'other':
      return 'password.confirm.button.validate';
    default:
      return 'password.confirm.button.purchase';
  }
}

/**
 * An answered plan as the history shows it (issue 16 §3, "vous la retrouverez dans vos
 * opérations"): a miscellaneous operation of type ACCEPTATION_PLAN, accepted or refused.
 */
export function acceptanceHistoryStatut(reponse: TReponseAcceptation): 'ACCEPTE' | 'REFUSE' {
  return reponse === 'O' ? 'ACCEPTE' : 'REFUSE';
}

/** The answer's request id: one answer per plan and holder, so one history line each. */
export const acceptanceRequestId = (idAcceptationPlan: number, tituNume: string) =>
  `ACC-${idAcceptationPlan}-${tituNume}`;
