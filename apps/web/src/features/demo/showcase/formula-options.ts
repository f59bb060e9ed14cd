/** A dividend reinvestment sample: the holding, the dividend and the subscription price. */
export type TDividendSample = {
  shares: number;
  grossDividendPerShare: number;
  /** Withholding tax rate on the gross dividend (0.128 for 12.8 %). */
  withholdingRate: number;
  subscriptionPrice: number;
};

/** One column of the formula table; null cells show a dash. */
export type TFormulaOption = {
  title: string;
  subtitle: string;
  dividendsToReinvest: number;
  sharesSubscribed: number;
  subscriptionAmount: number;
  cashBalance: number | null;
  balanceToPay: number | null;
  withholdingTax: number | null;
  subscriptionBalance: number | null;
};

const cents = (value: number) => Math.round(value * 100) / 100;
const positive = (value: number) => (value > 0.004 ? cents(value) : null);

/**
 * The three options of the pension-plan-style comparison (spec 3 §2 Demo pages): reinvest the net
 * dividend rounded down (the remainder is paid out), the net dividend rounded up (the holder pays
 * the difference), or the gross dividend rounded down (the holder pays the withholding tax).
 */
export function computeFormulaOptions(sample: TDividendSample): TFormulaOption[] {
  const gross = cents(sample.shares * sample.grossDividendPerShare);
  const tax = cents(gross * sample.withholdingRate);
  const net = cents(gross - tax);
  const price = sample.subscriptionPrice;

  const down = Math.floor(net / price);
  const up = Math.ceil(net / price);
  const grossDown = Math.floor(gross / price);
  return [
    {
      title: 'demo.formula.option1',
      subtitle: 'demo.formula.option1.subtitle',
      dividendsToReinvest: net,
      sharesSubscribed: down,
      subscriptionAmount: cents(down * price),
      cashBalance: positive(net - down * price),
      balanceToPay: null,
      withholdingTax: null,
      subscriptionBalance: null,
    },
    {
      title: 'demo.formula.option2',
      subtitle: 'demo.formula.option2.subtitle',
      dividendsToReinvest: net,
      sharesSubscribed: up,
      subscriptionAmount: cents(up * price),
      cashBalance: null,
      balanceToPay: positive(up * price - net),
      withholdingTax: null,
      subscriptionBalance: positive(up * price - net),
    },
    {
      title: 'demo.formula.option3',
      subtitle: 'demo.formula.option3.subtitle',
      dividendsToReinvest: gross,
      sharesSubscribed: grossDown,
      subscriptionAmount: cents(grossDown * price),
      cashBalance: positive(gross - grossDown * price),
      balanceToPay: positive(tax),
      withholdingTax: positive(tax),
      subscriptionBalance: null,
    },
  ];
}

/** The static sample the demo pages show. */
export const DEMO_DIVIDEND_SAMPLE: TDividendSample = {
  shares: 1000,
  grossDividendPerShare: 1.35,
  withholdingRate: 0.128,
  subscriptionPrice: 38.2,
};
