import { computeCashDividend, computeDividendOption, type TDividendOption } from './dividend-options';
import { computeSubscription, type TSubscriptionOption } from './subscription';
import { OST_ERRORS, type TOstChoix, type TOstModePaiement, type TOstType } from './corporate-actions.types';

/** What an event offers, as stored. */
export type TOstTerms = {
  typeOst: TOstType;
  shares: number;
  dividendPerShare: string | null;
  reinvestmentPrice: string | null;
  withholdingPercent: string | null;
  dividendOptions: readonly string[];
  rightsPerNewShare: number | null;
  subscriptionPrice: string | null;
  rightPrice: string | null;
  subscriptionOptions: readonly string[];
};

/** The settlement of one answer: new shares, what the holder pays and what they receive. */
export type TOstSettlement = { newShares: number; amountToPay: number; amountInFavour: number };

export type TOstAnswerCheck =
  | { ok: true; settlement: TOstSettlement }
  | { ok: false; errorCode: (typeof OST_ERRORS)[keyof typeof OST_ERRORS] };

/**
 * Checks an answer against the event's terms and computes it from the holder's position: the
 * choice must fit the kind of event and the option be one the event offers; a balance to pay needs
 * a payment mode, and nothing to pay takes none. Used by the browser and enforced by the server.
 */
export function settleOstAnswer(
  terms: TOstTerms,
  answer: { choix: TOstChoix; option?: string; modePaiement?: TOstModePaiement },
): TOstAnswerCheck {
  const settlement = compute(terms, answer);
  if ('errorCode' in settlement) return { ok: false, errorCode: settlement.errorCode };
  const needsPayment = settlement.amountToPay > 0;
  if (needsPayment !== (answer.modePaiement !== undefined))
    return { ok: false, errorCode: OST_ERRORS.paymentMode };
  return { ok: true, settlement };
}

function compute(
  terms: TOstTerms,
  answer: { choix: TOstChoix; option?: string },
): TOstSettlement | { errorCode: (typeof OST_ERRORS)[keyof typeof OST_ERRORS] } {
  if (terms.typeOst === 'PDA') {
    const position = {
      shares: terms.shares,
      dividendPerShare: terms.dividendPerShare ?? '0',
      reinvestmentPrice: terms.reinvestmentPrice ?? '0',
      withholdingPercent: terms.withholdingPercent ?? '0',
    };
    if (answer.choix === 'NUMERAIRE') {
      if (answer.option !== undefined) return { errorCode: OST_ERRORS.optionNotOffered };
      return { newShares: 0, amountToPay: 0, amountInFavour: computeCashDividend(position).netDividend };
    }
    if (answer.choix !== 'ACTIONS' || !answer.option || !terms.dividendOptions.includes(answer.option))
      return { errorCode: OST_ERRORS.optionNotOffered };
    const column = computeDividendOption(position, answer.option as TDividendOption);
    if (column.sharesSubscribed === 0) return { errorCode: OST_ERRORS.nothingToSubscribe };
    return {
      newShares: column.sharesSubscribed,
      amountToPay: column.balanceToPay ?? 0,
      amountInFavour: column.cashBalance ?? 0,
    };
  }
  if (answer.choix !== 'SOUSCRIPTION' || !answer.option || !terms.subscriptionOptions.includes(answer.option))
    return { errorCode: OST_ERRORS.optionNotOffered };
  const result = computeSubscription(
    {
      rights: terms.shares,
      rightsPerNewShare: terms.rightsPerNewShare ?? 1,
      subscriptionPrice: terms.subscriptionPrice ?? '0',
      rightPrice: terms.rightPrice ?? '0',
    },
    answer.option as TSubscriptionOption,
  );
  if (result.newShares === 0) return { errorCode: OST_ERRORS.nothingToSubscribe };
  return { newShares: result.newShares, amountToPay: result.amountToPay, amountInFavour: result.cashBalance };
}
