import {
  ABSTENTION_BLACKOUT,
  computeCashDividend,
  computeDividendOptions,
  computeSubscription,
  SUBSCRIPTION_OPTIONS,
  type TDividendOption,
  type TOstEvent,
  type TOstMessage,
  type TOstReponse,
  type TOstStatut,
  type TOstTerms,
  type TOstInstructions,
} from '@nomina/domain';
import type { THolderEvent, TOstAnswerRow, TOstEventRow } from './ost.repository';

const num = (value: string | null) => (value === null ? null : Number(value));

/** The terms the domain's rules take, from the stored event and a position. */
export function termsOf(event: TOstEventRow, shares: number): TOstTerms {
  return {
    typeOst: event.typeOst,
    shares,
    dividendPerShare: event.dividendeParAction,
    reinvestmentPrice: event.prixReinvestissement,
    withholdingPercent: event.tauxPrelevement,
    dividendOptions: event.optionsDividende,
    rightsPerNewShare: event.pariteDroits,
    subscriptionPrice: event.prixSouscription,
    rightPrice: event.prixDroit,
    subscriptionOptions: event.optionsSouscription,
  };
}

/** Where the event stands for the holder on `now`. */
export function statutOf(event: TOstEventRow, answer: TOstAnswerRow | null, now: Date): TOstStatut {
  if (event.settledAt) return 'PAYE';
  if (answer) return 'REPONDU';
  return now.getTime() > event.dateLimite.getTime() || now.getTime() < event.dateDebut.getTime()
    ? 'CLOTURE'
    : 'OUVERT';
}

/** The event's message, then the abstention notices the holder's blackout values bring. */
export function messagesOf(event: TOstEventRow, blackoutControls: readonly string[]): TOstMessage[] {
  const messages: TOstMessage[] = [];
  if (event.messageType && event.messageKey)
    messages.push({ type: event.messageType, messageKey: event.messageKey });
  for (const control of blackoutControls) {
    const type = ABSTENTION_BLACKOUT[control];
    if (type) messages.push({ type, messageKey: `ost.message.${type}` });
  }
  return messages;
}

export function answerToWire(answer: TOstAnswerRow, instructions: TOstInstructions | null): TOstReponse {
  return {
    refDemande: answer.refDemande,
    choix: answer.choix as TOstReponse['choix'],
    option: answer.option,
    dateReponse: answer.answeredAt.toISOString(),
    statut: answer.statut as TOstReponse['statut'],
    nombreTitres: answer.nombreTitres,
    montantAPayer: Number(answer.montantAPayer),
    montantEnFaveur: Number(answer.montantEnFaveur),
    modePaiement: answer.modePaiement as TOstReponse['modePaiement'],
    instructions,
  };
}

/** One event of GET ost, its figures computed from the holder's own position. */
export function eventToWire(
  { event, answer, position }: THolderEvent,
  context: { now: Date; blackoutControls: readonly string[]; instructions: TOstInstructions | null },
): TOstEvent {
  const shares = answer?.quantiteDetenue ?? position;
  const terms = termsOf(event, shares);
  const isPda = event.typeOst === 'PDA';
  const dividend = {
    shares,
    dividendPerShare: terms.dividendPerShare ?? '0',
    reinvestmentPrice: terms.reinvestmentPrice ?? '1',
    withholdingPercent: terms.withholdingPercent ?? '0',
  };
  return {
    idOst: event.idOst,
    typeOst: event.typeOst,
    valeIden: event.valeIden,
    valeLibe: event.valeLibe,
    dateDebut: event.dateDebut.toISOString(),
    dateLimite: event.dateLimite.toISOString(),
    datePaiement: event.datePaiement,
    statut: statutOf(event, answer, context.now),
    quantiteDetenue: shares,
    dividendeParAction: num(event.dividendeParAction),
    prixReinvestissement: num(event.prixReinvestissement),
    tauxPrelevement: num(event.tauxPrelevement),
    numeraire: isPda ? computeCashDividend(dividend) : null,
    optionsDividende: isPda
      ? computeDividendOptions(dividend, event.optionsDividende as TDividendOption[])
      : [],
    pariteDroits: event.pariteDroits,
    prixSouscription: num(event.prixSouscription),
    prixDroit: num(event.prixDroit),
    optionsSouscription: isPda
      ? []
      : SUBSCRIPTION_OPTIONS.filter((option) => event.optionsSouscription.includes(option)).map((option) =>
          computeSubscription(
            {
              rights: shares,
              rightsPerNewShare: event.pariteDroits ?? 1,
              subscriptionPrice: terms.subscriptionPrice ?? '0',
              rightPrice: terms.rightPrice ?? '0',
            },
            option,
          ),
        ),
    messages: messagesOf(event, context.blackoutControls),
    reponse: answer ? answerToWire(answer, context.instructions) : null,
  };
}
