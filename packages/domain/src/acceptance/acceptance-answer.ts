import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../access/required';
import type { TAcceptationPlan } from './acceptance.types';
import { ZReponseAcceptation } from './acceptance.types';

/**
 * The answer to one plan (spec 2 §2 e_acceptation, §5): accept or refuse, disclaimer 1 on, and
 * disclaimer 2 on when the plan asks for it. Next is enabled only when this parses; the screen
 * shows no message of its own (the button stays disabled), the key is the generic required one.
 */
export function acceptanceAnswerSchema(plan: Pick<TAcceptationPlan, 'indicateurDisclaimer'>) {
  const checked = z.literal(true, { error: REQUIRED_MESSAGE });
  return z.object({
    reponse: ZReponseAcceptation.nullable().refine((value) => value !== null, { error: REQUIRED_MESSAGE }),
    disclaimer1: checked,
    disclaimer2: plan.indicateurDisclaimer ? checked : z.boolean(),
  });
}

/** The selection step's values: no answer chosen yet is null. */
export type TAcceptanceAnswerForm = {
  reponse: z.infer<typeof ZReponseAcceptation> | null;
  disclaimer1: boolean;
  disclaimer2: boolean;
};

/** The empty answer a freshly chosen plan starts with. */
export const EMPTY_ACCEPTANCE_ANSWER: TAcceptanceAnswerForm = {
  reponse: null,
  disclaimer1: false,
  disclaimer2: false,
};

/**
 * The answer given to `plan` as the selection step showed it when Next was pressed: the choice,
 * and every disclaimer the plan asks for switched on (Next is enabled only then). Back from the
 * recap starts from it.
 */
export function givenAcceptanceAnswer(
  plan: Pick<TAcceptationPlan, 'indicateurDisclaimer'>,
  reponse: z.infer<typeof ZReponseAcceptation>,
): TAcceptanceAnswerForm {
  return { reponse, disclaimer1: true, disclaimer2: plan.indicateurDisclaimer };
}
