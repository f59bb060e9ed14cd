import {
  maxMicros,
  microsToNumber,
  mulMicros,
  percentOf,
  roundUpCents,
  toMicros,
  unitsToMicros,
  wholeUnitsDown,
  wholeUnitsNearest,
  wholeUnitsUp,
  type TMicros,
} from './decimal';

/**
 * Dividend payment options of spec 3 §3 (net below, net above, gross below, gross above, mixed):
 * which dividend is reinvested (net of the withholding tax, or gross) and how the number of new
 * shares is rounded (down: the remainder is paid out; up: the holder pays the difference; mixed:
 * to the nearest whole share).
 */
export const DIVIDEND_OPTIONS = ['NET_INF', 'NET_SUP', 'BRUT_INF', 'BRUT_SUP', 'MIXTE'] as const;
export type TDividendOption = (typeof DIVIDEND_OPTIONS)[number];

/** The three options of the showcase's formula table, in its order (Option 1, 2, 3). */
export const FORMULA_TABLE_OPTIONS: readonly TDividendOption[] = ['NET_INF', 'NET_SUP', 'BRUT_INF'];

/** Translation keys of each option's title and subtitle (spec 3 §2 Demo pages). */
export const DIVIDEND_OPTION_LABELS = {
  NET_INF: { title: 'demo.formula.option1', subtitle: 'demo.formula.option1.subtitle' },
  NET_SUP: { title: 'demo.formula.option2', subtitle: 'demo.formula.option2.subtitle' },
  BRUT_INF: { title: 'demo.formula.option3', subtitle: 'demo.formula.option3.subtitle' },
  BRUT_SUP: { title: 'ost.option.BRUT_SUP', subtitle: 'ost.option.BRUT_SUP.subtitle' },
  MIXTE: { title: 'ost.option.MIXTE', subtitle: 'ost.option.MIXTE.subtitle' },
} as const satisfies Record<TDividendOption, { title: string; subtitle: string }>;

/** A holder's position in a dividend event. Decimals as text or numbers, never computed in floats. */
export type TDividendPosition = {
  /** Shares held on the record date. */
  shares: number;
  /** Dividend declared per share, before the holder's withholding tax. */
  dividendPerShare: string | number;
  /** Price of one new share for the reinvestment. */
  reinvestmentPrice: string | number;
  /** Withholding tax in percent (12.8); 0 for a holder who is exempted. */
  withholdingPercent: string | number;
};

/** One column of the formula table (spec 3 §2 rows, in order); null cells show a dash. */
export type TFormulaColumn = {
  option: TDividendOption;
  dividendsToReinvest: number;
  sharesSubscribed: number;
  subscriptionAmount: number;
  cashBalance: number | null;
  balanceToPay: number | null;
  withholdingTax: number | null;
  subscriptionBalance: number | null;
};

/** The cash payment (the default option): the net dividend, the tax withheld. */
export type TCashDividend = { grossDividend: number; withholdingTax: number; netDividend: number };

const orNull = (value: TMicros) => (value > 0n ? microsToNumber(value) : null);

function amountsOf(position: TDividendPosition) {
  const gross = roundUpCents(mulMicros(toMicros(position.shares), toMicros(position.dividendPerShare)));
  const tax = roundUpCents(percentOf(gross, toMicros(position.withholdingPercent)));
  return { gross, tax, net: gross - tax, price: toMicros(position.reinvestmentPrice) };
}

/** The net dividend paid in cash: gross = shares × dividend, tax rounded up to the cent. */
export function computeCashDividend(position: TDividendPosition): TCashDividend {
  const { gross, tax, net } = amountsOf(position);
  return {
    grossDividend: microsToNumber(gross),
    withholdingTax: microsToNumber(tax),
    netDividend: microsToNumber(net),
  };
}

/**
 * One option of the formula table from the holder's own position. The reinvested dividend buys
 * whole shares at the reinvestment price; what is left over is paid to the holder, what is
 * missing (and, when the gross is reinvested, the withholding tax) is to be paid by the holder.
 */
export function computeDividendOption(position: TDividendPosition, option: TDividendOption): TFormulaColumn {
  const { gross, tax, net, price } = amountsOf(position);
  if (price <= 0n) throw new RangeError('the reinvestment price must be positive');
  const onGross = option === 'BRUT_INF' || option === 'BRUT_SUP';
  const reinvested = onGross ? gross : net;
  const shares =
    option === 'NET_INF' || option === 'BRUT_INF'
      ? wholeUnitsDown(reinvested, price)
      : option === 'MIXTE'
        ? wholeUnitsNearest(reinvested, price)
        : wholeUnitsUp(reinvested, price);
  const subscription = mulMicros(unitsToMicros(shares), price);
  const cash = maxMicros(reinvested - subscription, 0n);
  const subscriptionBalance = maxMicros(subscription - reinvested, 0n);
  const taxToPay = onGross ? tax : 0n;
  return {
    option,
    dividendsToReinvest: microsToNumber(reinvested),
    sharesSubscribed: Number(shares),
    subscriptionAmount: microsToNumber(subscription),
    cashBalance: orNull(cash),
    balanceToPay: orNull(taxToPay + subscriptionBalance),
    withholdingTax: orNull(taxToPay),
    subscriptionBalance: orNull(subscriptionBalance),
  };
}

/** The columns of the options an event offers, in the enumeration's order. */
export function computeDividendOptions(
  position: TDividendPosition,
  offered: readonly TDividendOption[] = FORMULA_TABLE_OPTIONS,
): TFormulaColumn[] {
  return DIVIDEND_OPTIONS.filter((option) => offered.includes(option)).map((option) =>
    computeDividendOption(position, option),
  );
}
