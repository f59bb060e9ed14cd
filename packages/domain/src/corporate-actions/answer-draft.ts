import { z } from 'zod';
import {
  OST_ERRORS,
  ZDividendOption,
  ZOstChoix,
  ZOstModePaiement,
  ZSubscriptionOption,
  type TOstTokenRequest,
  type TOstType,
} from './corporate-actions.types';

/** The answer form's steps that check the draft: the choice (and option), then the payment mode. */
export type TOstDraftStep = 'choice' | 'payment';

/** What the event offers the holder, with the balances the server computed for their position. */
export type TOstDraftEvent = {
  typeOst: TOstType;
  optionsDividende: readonly { option: TOstOption; balanceToPay: number | null }[];
  optionsSouscription: readonly { option: TOstOption; amountToPay: number }[];
};

/** The answer as the holder sends it: what settleOstAnswer checks and the token call carries. */
export type TOstAnswer = Omit<TOstTokenRequest, 'idOst'>;

/** An option of either kind: a dividend's (cash, shares) or a subscription's. */
export type TOstOption = NonNullable<TOstAnswer['option']>;

/** Why a draft cannot go on: no option for shares or a subscription; no mode for a balance. */
export const OST_DRAFT_MESSAGES = {
  option: OST_ERRORS.optionNotOffered,
  modePaiement: OST_ERRORS.paymentMode,
} as const;

const ZDraftFields = z.object({
  choix: ZOstChoix,
  option: z.union([ZDividendOption, ZSubscriptionOption]).nullable(),
  modePaiement: ZOstModePaiement.nullable(),
});

/** The answer form's values: what the holder is choosing, before the token is asked for. */
export type TOstAnswerDraft = z.infer<typeof ZDraftFields>;

/** The balance the chosen answer leaves to pay, as the server computed it for the holder's position. */
export function ostBalanceToPay(
  event: TOstDraftEvent,
  draft: Pick<TOstAnswerDraft, 'choix' | 'option'>,
): number {
  if (draft.choix === 'NUMERAIRE' || draft.option === null) return 0;
  if (event.typeOst === 'PDA')
    return event.optionsDividende.find((column) => column.option === draft.option)?.balanceToPay ?? 0;
  return event.optionsSouscription.find((result) => result.option === draft.option)?.amountToPay ?? 0;
}

/**
 * The answer form's rule at a step: shares or a subscription need an option; at the payment step a
 * balance needs a payment mode. The valid draft becomes the answer sent: the option when one is
 * chosen, the mode only when there is a balance to pay (settleOstAnswer refuses a mode otherwise).
 */
export function makeZOstAnswerDraft(event: TOstDraftEvent, step: TOstDraftStep) {
  return ZDraftFields.superRefine((draft, context) => {
    if (draft.choix !== 'NUMERAIRE' && draft.option === null) {
      context.addIssue({ code: 'custom', path: ['option'], message: OST_DRAFT_MESSAGES.option });
      return;
    }
    if (step === 'payment' && ostBalanceToPay(event, draft) !== 0 && draft.modePaiement === null)
      context.addIssue({ code: 'custom', path: ['modePaiement'], message: OST_DRAFT_MESSAGES.modePaiement });
  }).transform((draft): TOstAnswer => ({
    choix: draft.choix,
    ...(draft.option ? { option: draft.option } : {}),
    ...(ostBalanceToPay(event, draft) > 0 && draft.modePaiement ? { modePaiement: draft.modePaiement } : {}),
  }));
}

/** Whether the draft may go on from the step (the form's next and validate buttons). */
export function isOstDraftComplete(
  event: TOstDraftEvent,
  draft: TOstAnswerDraft,
  step: TOstDraftStep,
): boolean {
  return makeZOstAnswerDraft(event, step).safeParse(draft).success;
}
