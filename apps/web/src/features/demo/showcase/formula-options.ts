import type { TDividendPosition } from '@nomina/domain';

/** The static sample the demo pages show: 1 000 shares, €1.35 per share, €38.20, 12.8 % withheld. */
export const DEMO_DIVIDEND_SAMPLE: TDividendPosition = {
  shares: 1000,
  dividendPerShare: '1.35',
  withholdingPercent: '12.8',
  reinvestmentPrice: '38.20',
};
