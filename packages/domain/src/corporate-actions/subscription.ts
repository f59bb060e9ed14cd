import { maxMicros, microsToNumber, mulMicros, toMicros, unitsToMicros } from './decimal';

/**
 * Subscription offer options of spec 3 §3 for a capital increase with preferential rights (one
 * right per share held, `rightsPerNewShare` rights for one new share):
 * - INF (lower): the new shares the held rights give, rounded down; the odd rights are unused;
 * - SUP (higher): one more new share, buying the rights missing for it at the rights price;
 * - MIXTE (mixed): the lower number of new shares, and the odd rights sold at the rights price,
 *   their proceeds set against the amount to pay.
 */
export const SUBSCRIPTION_OPTIONS = ['INF', 'SUP', 'MIXTE'] as const;
export type TSubscriptionOption = (typeof SUBSCRIPTION_OPTIONS)[number];

/** Limit comparison codes of spec 3 §3: 0 lower, 1 upper, 2 mixed. */
export const LIMIT_COMPARISON_CODES: Record<TSubscriptionOption, 0 | 1 | 2> = { INF: 0, SUP: 1, MIXTE: 2 };

export type TSubscriptionPosition = {
  /** Rights held: one per share held on the record date. */
  rights: number;
  rightsPerNewShare: number;
  subscriptionPrice: string | number;
  /** Price of one right bought or sold. */
  rightPrice: string | number;
};

export type TSubscriptionResult = {
  option: TSubscriptionOption;
  newShares: number;
  rightsUsed: number;
  rightsBought: number;
  rightsSold: number;
  rightsUnused: number;
  subscriptionAmount: number;
  rightsCost: number;
  rightsProceeds: number;
  /** What the holder pays: subscription + rights bought − rights sold, never below 0. */
  amountToPay: number;
  /** Proceeds of the rights sold above the subscription, paid to the holder. */
  cashBalance: number;
};

/** One subscription option from the holder's rights; exact decimals. */
export function computeSubscription(
  position: TSubscriptionPosition,
  option: TSubscriptionOption,
): TSubscriptionResult {
  const { rights, rightsPerNewShare } = position;
  if (!Number.isInteger(rights) || rights < 0) throw new RangeError('rights must be a whole number');
  if (!Number.isInteger(rightsPerNewShare) || rightsPerNewShare < 1) throw new RangeError('bad ratio');
  const lower = Math.floor(rights / rightsPerNewShare);
  const odd = rights - lower * rightsPerNewShare;
  const newShares = option === 'SUP' && odd > 0 ? lower + 1 : lower;
  const rightsBought = option === 'SUP' && odd > 0 ? rightsPerNewShare - odd : 0;
  const rightsSold = option === 'MIXTE' ? odd : 0;
  const price = toMicros(position.subscriptionPrice);
  const rightPrice = toMicros(position.rightPrice);
  const subscription = mulMicros(unitsToMicros(BigInt(newShares)), price);
  const cost = mulMicros(unitsToMicros(BigInt(rightsBought)), rightPrice);
  const proceeds = mulMicros(unitsToMicros(BigInt(rightsSold)), rightPrice);
  const net = subscription + cost - proceeds;
  return {
    option,
    newShares,
    rightsUsed: newShares * rightsPerNewShare - rightsBought,
    rightsBought,
    rightsSold,
    rightsUnused: option === 'INF' ? odd : 0,
    subscriptionAmount: microsToNumber(subscription),
    rightsCost: microsToNumber(cost),
    rightsProceeds: microsToNumber(proceeds),
    amountToPay: microsToNumber(maxMicros(net, 0n)),
    cashBalance: microsToNumber(maxMicros(-net, 0n)),
  };
}
