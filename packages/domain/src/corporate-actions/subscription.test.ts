import { describe, expect, it } from 'vitest';
import { computeSubscription } from './subscription';

/** 1 234 rights, 7 rights for one new share at €30.50, a right bought or sold at €0.85. */
const position = { rights: 1234, rightsPerNewShare: 7, subscriptionPrice: '30.50', rightPrice: '0.85' };

describe('capital increase subscription options', () => {
  it('lower: 176 new shares (1 232 rights), 2 rights unused, 5 368.00 to pay', () => {
    expect(computeSubscription(position, 'INF')).toEqual({
      option: 'INF',
      newShares: 176,
      rightsUsed: 1232,
      rightsBought: 0,
      rightsSold: 0,
      rightsUnused: 2,
      subscriptionAmount: 5368,
      rightsCost: 0,
      rightsProceeds: 0,
      amountToPay: 5368,
      cashBalance: 0,
    });
  });

  it('higher: 177 new shares, 5 missing rights bought for 4.25, 5 402.75 to pay', () => {
    expect(computeSubscription(position, 'SUP')).toMatchObject({
      newShares: 177,
      rightsUsed: 1234,
      rightsBought: 5,
      subscriptionAmount: 5398.5,
      rightsCost: 4.25,
      amountToPay: 5402.75,
    });
  });

  it('mixed: 176 new shares and the 2 odd rights sold for 1.70, 5 366.30 to pay', () => {
    expect(computeSubscription(position, 'MIXTE')).toMatchObject({
      newShares: 176,
      rightsSold: 2,
      rightsProceeds: 1.7,
      amountToPay: 5366.3,
      cashBalance: 0,
    });
  });

  it('higher buys nothing when the rights divide exactly', () => {
    expect(computeSubscription({ ...position, rights: 1232 }, 'SUP')).toMatchObject({
      newShares: 176,
      rightsBought: 0,
      amountToPay: 5368,
    });
  });

  it('mixed with fewer rights than one share: the odd rights sold are paid to the holder', () => {
    expect(computeSubscription({ ...position, rights: 5 }, 'MIXTE')).toMatchObject({
      newShares: 0,
      amountToPay: 0,
      cashBalance: 4.25,
    });
  });

  it('refuses a ratio or rights that are not whole', () => {
    expect(() => computeSubscription({ ...position, rights: 1.5 }, 'INF')).toThrow(RangeError);
    expect(() => computeSubscription({ ...position, rightsPerNewShare: 0 }, 'INF')).toThrow(RangeError);
  });
});
