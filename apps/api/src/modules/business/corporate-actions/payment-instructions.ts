import type { TOstInstructions } from '@nomina/domain';
import type { TPaymentInstructions } from '../../../adapters/payments/instructions';
import type { TOstAnswerRow, TOstEventRow } from './ost.repository';

/** The day before `isoDate` (yyyy-MM-dd). */
function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * How to pay a balance by transfer or cheque: the registrar's details (the operations area's
 * instruction adapter), the amount the server computed, the answer's reference to quote, and the
 * last day the money must arrive (the day before the payment date). Null when nothing is due.
 */
export function paymentInstructions(
  event: TOstEventRow,
  answer: TOstAnswerRow,
  instructions: TPaymentInstructions,
): TOstInstructions | null {
  const mode = answer.modePaiement;
  if (answer.statut !== 'EN_ATTENTE_PAIEMENT' || (mode !== 'VIREMENT' && mode !== 'CHEQUE')) return null;
  return {
    paiement: instructions.of(mode, {
      reference: answer.refDemande,
      montant: Number(answer.montantAPayer),
      devise: 'EUR',
    }),
    dateLimite: dayBefore(event.datePaiement),
  };
}
