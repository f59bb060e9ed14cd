import { describe, expect, it } from 'vitest';
import { settleOstAnswer, type TOstTerms } from './answer-rules';

const pda: TOstTerms = {
  typeOst: 'PDA',
  shares: 1234,
  dividendPerShare: '1.35',
  reinvestmentPrice: '38.20',
  withholdingPercent: '12.8',
  dividendOptions: ['NET_INF', 'NET_SUP', 'BRUT_INF'],
  rightsPerNewShare: null,
  subscriptionPrice: null,
  rightPrice: null,
  subscriptionOptions: [],
};
const ak: TOstTerms = {
  ...pda,
  typeOst: 'AK',
  dividendPerShare: null,
  reinvestmentPrice: null,
  withholdingPercent: null,
  dividendOptions: [],
  rightsPerNewShare: 7,
  subscriptionPrice: '30.50',
  rightPrice: '0.85',
  subscriptionOptions: ['INF', 'SUP', 'MIXTE'],
};

describe('an answer to a corporate action', () => {
  it('cash pays the net dividend and needs no payment', () => {
    expect(settleOstAnswer(pda, { choix: 'NUMERAIRE' })).toEqual({
      ok: true,
      settlement: { newShares: 0, amountToPay: 0, amountInFavour: 1452.66 },
    });
    expect(settleOstAnswer(pda, { choix: 'NUMERAIRE', modePaiement: 'CB' })).toEqual({
      ok: false,
      errorCode: 'ost.error.paymentMode',
    });
  });

  it('shares with an option the event offers; a balance to pay needs a payment mode', () => {
    expect(settleOstAnswer(pda, { choix: 'ACTIONS', option: 'NET_INF' })).toEqual({
      ok: true,
      settlement: { newShares: 38, amountToPay: 0, amountInFavour: 1.06 },
    });
    expect(settleOstAnswer(pda, { choix: 'ACTIONS', option: 'NET_SUP' })).toMatchObject({ ok: false });
    expect(settleOstAnswer(pda, { choix: 'ACTIONS', option: 'NET_SUP', modePaiement: 'VIREMENT' })).toEqual({
      ok: true,
      settlement: { newShares: 39, amountToPay: 37.14, amountInFavour: 0 },
    });
  });

  it('refuses an option the event does not offer, or one of the other kind of event', () => {
    const refused = { ok: false, errorCode: 'ost.error.optionNotOffered' };
    expect(settleOstAnswer(pda, { choix: 'ACTIONS', option: 'BRUT_SUP', modePaiement: 'CB' })).toEqual(
      refused,
    );
    expect(settleOstAnswer(pda, { choix: 'ACTIONS' })).toEqual(refused);
    expect(settleOstAnswer(pda, { choix: 'SOUSCRIPTION', option: 'INF' })).toEqual(refused);
    expect(settleOstAnswer(ak, { choix: 'NUMERAIRE' })).toEqual(refused);
    expect(settleOstAnswer(ak, { choix: 'SOUSCRIPTION', option: 'NET_INF' })).toEqual(refused);
  });

  it('a capital increase subscription always has an amount to pay', () => {
    expect(settleOstAnswer(ak, { choix: 'SOUSCRIPTION', option: 'SUP', modePaiement: 'CB' })).toEqual({
      ok: true,
      settlement: { newShares: 177, amountToPay: 5402.75, amountInFavour: 0 },
    });
    expect(settleOstAnswer({ ...ak, shares: 3 }, { choix: 'SOUSCRIPTION', option: 'INF' })).toEqual({
      ok: false,
      errorCode: 'ost.error.nothing',
    });
  });
});
