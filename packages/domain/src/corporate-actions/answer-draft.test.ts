import { describe, expect, it } from 'vitest';
import {
  isOstDraftComplete,
  makeZOstAnswerDraft,
  OST_DRAFT_MESSAGES,
  ostBalanceToPay,
  type TOstDraftEvent,
} from './answer-draft';
import { computeDividendOption } from './dividend-options';
import { computeSubscription } from './subscription';

/** The worked example: 1 234 shares, €1.35 per share, €38.20 reinvestment price, 12.8 % withheld. */
const position = {
  shares: 1234,
  dividendPerShare: '1.35',
  reinvestmentPrice: '38.20',
  withholdingPercent: '12.8',
};
const dividend: TOstDraftEvent = {
  typeOst: 'PDA',
  optionsDividende: [
    computeDividendOption(position, 'NET_INF'),
    computeDividendOption(position, 'NET_SUP'),
    computeDividendOption(position, 'BRUT_INF'),
  ],
  optionsSouscription: [],
};
/** 1 234 rights, 7 rights for one new share at €30.50, a right at €0.85. */
const rights = { rights: 1234, rightsPerNewShare: 7, subscriptionPrice: '30.50', rightPrice: '0.85' };
const increase: TOstDraftEvent = {
  typeOst: 'AK',
  optionsDividende: [],
  optionsSouscription: [computeSubscription(rights, 'INF'), computeSubscription(rights, 'SUP')],
};

describe('corporate-action answer draft', () => {
  it('reads the balance to pay of the chosen option (worked examples)', () => {
    expect(ostBalanceToPay(dividend, { choix: 'NUMERAIRE', option: null })).toBe(0);
    // Net rounded down: 1.06 paid to the holder, nothing to pay.
    expect(ostBalanceToPay(dividend, { choix: 'ACTIONS', option: 'NET_INF' })).toBe(0);
    expect(ostBalanceToPay(dividend, { choix: 'ACTIONS', option: 'NET_SUP' })).toBe(37.14);
    expect(ostBalanceToPay(dividend, { choix: 'ACTIONS', option: 'BRUT_INF' })).toBe(213.24);
    expect(ostBalanceToPay(increase, { choix: 'SOUSCRIPTION', option: 'INF' })).toBe(5368);
    expect(ostBalanceToPay(increase, { choix: 'SOUSCRIPTION', option: 'SUP' })).toBe(5402.75);
    expect(ostBalanceToPay(increase, { choix: 'SOUSCRIPTION', option: null })).toBe(0);
  });

  it('needs an option for shares or a subscription, and a payment mode for a balance', () => {
    const shares = { choix: 'ACTIONS', modePaiement: null } as const;
    expect(isOstDraftComplete(dividend, { ...shares, option: null }, 'choice')).toBe(false);
    expect(isOstDraftComplete(dividend, { ...shares, option: 'NET_SUP' }, 'choice')).toBe(true);
    expect(isOstDraftComplete(dividend, { ...shares, option: 'NET_SUP' }, 'payment')).toBe(false);
    expect(
      isOstDraftComplete(
        dividend,
        { choix: 'ACTIONS', option: 'NET_SUP', modePaiement: 'VIREMENT' },
        'payment',
      ),
    ).toBe(true);
    expect(isOstDraftComplete(dividend, { ...shares, option: 'NET_INF' }, 'payment')).toBe(true);
    expect(
      isOstDraftComplete(dividend, { choix: 'NUMERAIRE', option: null, modePaiement: null }, 'payment'),
    ).toBe(true);
    expect(
      isOstDraftComplete(increase, { choix: 'SOUSCRIPTION', option: null, modePaiement: null }, 'choice'),
    ).toBe(false);
    expect(
      isOstDraftComplete(increase, { choix: 'SOUSCRIPTION', option: 'INF', modePaiement: null }, 'payment'),
    ).toBe(false);
  });

  it('says which field is missing, with the corporate-action error keys', () => {
    const noOption = makeZOstAnswerDraft(dividend, 'choice').safeParse({
      choix: 'ACTIONS',
      option: null,
      modePaiement: null,
    });
    expect(noOption.error?.issues).toMatchObject([{ path: ['option'], message: OST_DRAFT_MESSAGES.option }]);
    const noMode = makeZOstAnswerDraft(dividend, 'payment').safeParse({
      choix: 'ACTIONS',
      option: 'BRUT_INF',
      modePaiement: null,
    });
    expect(noMode.error?.issues).toMatchObject([
      { path: ['modePaiement'], message: OST_DRAFT_MESSAGES.modePaiement },
    ]);
  });

  it('sends the option when chosen and the mode only when there is a balance to pay', () => {
    const schema = makeZOstAnswerDraft(dividend, 'payment');
    expect(schema.parse({ choix: 'NUMERAIRE', option: null, modePaiement: null })).toEqual({
      choix: 'NUMERAIRE',
    });
    expect(schema.parse({ choix: 'ACTIONS', option: 'NET_INF', modePaiement: 'CB' })).toEqual({
      choix: 'ACTIONS',
      option: 'NET_INF',
    });
    expect(schema.parse({ choix: 'ACTIONS', option: 'NET_SUP', modePaiement: 'CHEQUE' })).toEqual({
      choix: 'ACTIONS',
      option: 'NET_SUP',
      modePaiement: 'CHEQUE',
    });
  });

  describe('the cases of the web test it replaces (model/answer-draft.test.ts)', () => {
    const event = {
      typeOst: 'PDA',
      optionsDividende: [
        { option: 'NET_INF', balanceToPay: null },
        { option: 'NET_SUP', balanceToPay: 0.76 },
      ],
      optionsSouscription: [],
    } satisfies TOstDraftEvent;

    it('reads the balance to pay of the chosen option', () => {
      expect(ostBalanceToPay(event, { choix: 'NUMERAIRE', option: null })).toBe(0);
      expect(ostBalanceToPay(event, { choix: 'ACTIONS', option: 'NET_INF' })).toBe(0);
      expect(ostBalanceToPay(event, { choix: 'ACTIONS', option: 'NET_SUP' })).toBe(0.76);
    });

    it('needs an option for shares and a payment mode for a balance', () => {
      expect(
        isOstDraftComplete(event, { choix: 'ACTIONS', option: null, modePaiement: null }, 'choice'),
      ).toBe(false);
      expect(
        isOstDraftComplete(event, { choix: 'ACTIONS', option: 'NET_SUP', modePaiement: null }, 'choice'),
      ).toBe(true);
      expect(
        isOstDraftComplete(event, { choix: 'ACTIONS', option: 'NET_SUP', modePaiement: null }, 'payment'),
      ).toBe(false);
      expect(
        isOstDraftComplete(
          event,
          { choix: 'ACTIONS', option: 'NET_SUP', modePaiement: 'VIREMENT' },
          'payment',
        ),
      ).toBe(true);
      expect(
        isOstDraftComplete(event, { choix: 'NUMERAIRE', option: null, modePaiement: null }, 'payment'),
      ).toBe(true);
    });
  });
});
