import type { TPaymentInstructions } from '@nomina/domain';
import type { TOstAnswerRow, TOstEventRow } from './ost.repository';

/** The day before `isoDate` (yyyy-MM-dd). */
function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * How to pay a balance by transfer or cheque: the registrar's collection account (site
 * parameters), the amount the server computed, the answer's reference to quote, and the last day
 * the money must arrive (the day before the payment date). Null when nothing is left to pay.
 */
export function paymentInstructions(
  event: TOstEventRow,
  answer: TOstAnswerRow,
  account: Map<string, string>,
): TPaymentInstructions | null {
  const mode = answer.modePaiement;
  if (answer.statut !== 'EN_ATTENTE_PAIEMENT' || (mode !== 'VIREMENT' && mode !== 'CHEQUE')) return null;
  return {
    modePaiement: mode,
    montant: Number(answer.montantAPayer),
    beneficiaire: account.get('OST_BENEFICIAIRE') ?? '',
    iban: mode === 'VIREMENT' ? (account.get('OST_IBAN') ?? null) : null,
    bic: mode === 'VIREMENT' ? (account.get('OST_BIC') ?? null) : null,
    adresse: mode === 'CHEQUE' ? (account.get('OST_ADRESSE_CHEQUE') ?? null) : null,
    reference: answer.refDemande,
    dateLimite: dayBefore(event.datePaiement),
  };
}
