import { describe, expect, it } from 'vitest';
import { computeCashDividend, computeDividendOption, computeDividendOptions } from './dividend-options';

/** The worked example: 1 234 shares, €1.35 dividend per share, €38.20 reinvestment price, 12.8 % withheld. */
const position = {
  shares: 1234,
  dividendPerShare: '1.35',
  reinvestmentPrice: '38.20',
  withholdingPercent: '12.8',
};

describe('dividend paid in shares or in cash (worked example)', () => {
  it('cash: 1 234 × 1.35 = 1 665.90 gross, 213.24 withheld (12.8 % = 213.2352 rounded up), 1 452.66 net', () => {
    expect(computeCashDividend(position)).toEqual({
      grossDividend: 1665.9,
      withholdingTax: 213.24,
      netDividend: 1452.66,
    });
  });

  it('net rounded down: 38 shares for 1 451.60, 1.06 paid to the holder', () => {
    expect(computeDividendOption(position, 'NET_INF')).toEqual({
      option: 'NET_INF',
      dividendsToReinvest: 1452.66,
      sharesSubscribed: 38,
      subscriptionAmount: 1451.6,
      cashBalance: 1.06,
      balanceToPay: null,
      withholdingTax: null,
      subscriptionBalance: null,
    });
  });

  it('net rounded up: 39 shares for 1 489.80, the holder pays 37.14', () => {
    expect(computeDividendOption(position, 'NET_SUP')).toEqual({
      option: 'NET_SUP',
      dividendsToReinvest: 1452.66,
      sharesSubscribed: 39,
      subscriptionAmount: 1489.8,
      cashBalance: null,
      balanceToPay: 37.14,
      withholdingTax: null,
      subscriptionBalance: 37.14,
    });
  });

  it('gross rounded down: 43 shares for 1 642.60, 23.30 paid out, the tax 213.24 to pay', () => {
    expect(computeDividendOption(position, 'BRUT_INF')).toEqual({
      option: 'BRUT_INF',
      dividendsToReinvest: 1665.9,
      sharesSubscribed: 43,
      subscriptionAmount: 1642.6,
      cashBalance: 23.3,
      balanceToPay: 213.24,
      withholdingTax: 213.24,
      subscriptionBalance: null,
    });
  });

  it('gross rounded up: 44 shares for 1 680.80, the holder pays 213.24 tax + 14.90 = 228.14', () => {
    expect(computeDividendOption(position, 'BRUT_SUP')).toEqual({
      option: 'BRUT_SUP',
      dividendsToReinvest: 1665.9,
      sharesSubscribed: 44,
      subscriptionAmount: 1680.8,
      cashBalance: null,
      balanceToPay: 228.14,
      withholdingTax: 213.24,
      subscriptionBalance: 14.9,
    });
  });

  it('mixed: the nearest whole share (38.03 gives 38, 1.06 paid out; 38.5 and more go up)', () => {
    expect(computeDividendOption(position, 'MIXTE')).toMatchObject({
      sharesSubscribed: 38,
      cashBalance: 1.06,
    });
    const nearUp = { ...position, shares: 1270 }; // 1 714.50 gross, 219.46 tax, 1 495.04 net: 39.14 → 39
    expect(computeDividendOption(nearUp, 'MIXTE')).toMatchObject({ sharesSubscribed: 39, cashBalance: 5.24 });
    const half = { ...position, shares: 1000, dividendPerShare: '1.91', withholdingPercent: '0' }; // 1 910 = 50 × 38.20
    expect(computeDividendOption(half, 'MIXTE')).toMatchObject({ sharesSubscribed: 50, cashBalance: null });
  });

  it('lists only the options the event offers, in the enumeration order', () => {
    const columns = computeDividendOptions(position, ['BRUT_INF', 'NET_INF']);
    expect(columns.map((column) => column.option)).toEqual(['NET_INF', 'BRUT_INF']);
    expect(computeDividendOptions(position).map((column) => column.option)).toEqual([
      'NET_INF',
      'NET_SUP',
      'BRUT_INF',
    ]);
  });

  it('a holder exempted from the withholding tax reinvests the whole dividend', () => {
    const exempt = { ...position, withholdingPercent: 0 };
    expect(computeDividendOption(exempt, 'NET_INF')).toMatchObject({
      dividendsToReinvest: 1665.9,
      sharesSubscribed: 43,
    });
    expect(computeDividendOption(exempt, 'BRUT_INF')).toMatchObject({
      balanceToPay: null,
      withholdingTax: null,
    });
  });

  it('the showcase sample: 1 000 shares give 1 177.20 net, 30 / 31 / 35 shares', () => {
    const sample = {
      shares: 1000,
      dividendPerShare: 1.35,
      reinvestmentPrice: 38.2,
      withholdingPercent: 12.8,
    };
    const [down, up, gross] = computeDividendOptions(sample);
    expect(down).toMatchObject({
      dividendsToReinvest: 1177.2,
      sharesSubscribed: 30,
      subscriptionAmount: 1146,
      cashBalance: 31.2,
    });
    expect(up).toMatchObject({
      sharesSubscribed: 31,
      subscriptionAmount: 1184.2,
      balanceToPay: 7,
      subscriptionBalance: 7,
    });
    expect(gross).toMatchObject({
      dividendsToReinvest: 1350,
      sharesSubscribed: 35,
      cashBalance: 13,
      balanceToPay: 172.8,
    });
  });
});
