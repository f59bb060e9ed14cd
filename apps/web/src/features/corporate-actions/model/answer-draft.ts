import type { TOstChoix, TOstEvent, TOstModePaiement } from '@nomina/domain';

/** What the holder is choosing, before the token is asked for. */
export type TAnswerDraft = { choix: TOstChoix; option: string | null; modePaiement: TOstModePaiement | null };

/** The balance the chosen answer leaves to pay, as the server computed it for the holder's position. */
export function balanceToPay(event: TOstEvent, draft: TAnswerDraft): number {
  if (draft.choix === 'NUMERAIRE' || draft.option === null) return 0;
  if (event.typeOst === 'PDA')
    return event.optionsDividende.find((column) => column.option === draft.option)?.balanceToPay ?? 0;
  return event.optionsSouscription.find((result) => result.option === draft.option)?.amountToPay ?? 0;
}

/** The answer is complete: an option when shares or a subscription are chosen, a mode when there is a balance. */
export function isDraftComplete(event: TOstEvent, draft: TAnswerDraft, step: 'choice' | 'payment'): boolean {
  if (draft.choix !== 'NUMERAIRE' && draft.option === null) return false;
  return step === 'choice' || balanceToPay(event, draft) === 0 || draft.modePaiement !== null;
}
