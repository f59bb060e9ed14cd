import { describe, expect, it } from 'vitest';
import { computeFormulaOptions, DEMO_DIVIDEND_SAMPLE } from './formula-options';

describe('formula options', () => {
  const [down, up, gross] = computeFormulaOptions(DEMO_DIVIDEND_SAMPLE);

  it('reinvests the net dividend rounded down and pays the remainder out', () => {
    // 1 000 × 1,35 = 1 350 gross, 172,80 withheld, 1 177,20 net; 30 shares at 38,20 = 1 146.
    expect(down).toMatchObject({
      dividendsToReinvest: 1177.2,
      sharesSubscribed: 30,
      subscriptionAmount: 1146,
    });
    expect(down).toMatchObject({
      cashBalance: 31.2,
      balanceToPay: null,
      withholdingTax: null,
      subscriptionBalance: null,
    });
  });

  it('reinvests the net dividend rounded up, the holder paying the difference', () => {
    expect(up).toMatchObject({ sharesSubscribed: 31, subscriptionAmount: 1184.2, cashBalance: null });
    expect(up).toMatchObject({ balanceToPay: 7, subscriptionBalance: 7, withholdingTax: null });
  });

  it('reinvests the gross dividend rounded down, the holder paying the withholding tax', () => {
    expect(gross).toMatchObject({
      dividendsToReinvest: 1350,
      sharesSubscribed: 35,
      subscriptionAmount: 1337,
    });
    expect(gross).toMatchObject({ cashBalance: 13, balanceToPay: 172.8, withholdingTax: 172.8 });
  });
});
