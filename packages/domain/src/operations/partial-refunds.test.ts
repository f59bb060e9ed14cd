import { describe, expect, it } from 'vitest';
import type { TBareme } from '../portfolio/portfolio.types';
import { executedBuyCost, executedBuyRefund } from './partial-refunds';
import { simulateTrade } from './simulation';

const bands = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [
    [`amount${i}D`, null],
    [`percent${i}D`, null],
  ]),
);
const schedule = (values: Partial<TBareme>): TBareme =>
  ({ ...bands, idextBarcomms: 1, emetIden: 0, baremeWeb: 'STD', mtMinD: 0, mtMaxD: 0, ...values }) as TBareme;
/** The spec's sample schedules (spec 3 §5): 0.3 % minimum 10; tiered 0.5 % / 0.4 %, min 15, max 500. */
const STD = schedule({ percent0D: 0.3, mtMinD: 10 });
const ETR = schedule({ amount0D: 10000, percent0D: 0.5, percent1D: 0.4, mtMinD: 15, mtMaxD: 500 });

/** What a card paid for 100 at the limit 42.18 under STD and 20 % VAT: 4 233.20 (spec sample). */
const paid = simulateTrade({
  natureDemande: 'ACHAT_TITRE',
  quantite: 100,
  cours: 42.18,
  bareme: STD,
  tauxTva: 20,
  devise: 'EUR',
});
const paidCents = Math.round(paid.montantNet * 100);
const order = { quantite: 100, bareme: STD, tauxTva: 20, paidCents };

describe('partial refunds of paid buys (issue 11)', () => {
  it('the executed part costs its own gross, the schedule’s fees on it and their VAT', () => {
    expect(paid).toMatchObject({ montantBrut: 4218, frais: 12.66, tva: 2.54, montantNet: 4233.2 });
    const cost = executedBuyCost(1687.2, STD, 20);
    expect([cost.brut, cost.frais, cost.tva, cost.net].map(Number)).toEqual([1687.2, 10, 2, 1699.2]);
    const tiered = executedBuyCost(10000.01, ETR, 20);
    expect([tiered.frais, tiered.tva, tiered.net].map(Number)).toEqual([40.01, 8.01, 10048.03]);
  });

  it('closed after a partial fill: the unfilled gross plus the fees and VAT the executed part does not cost', () => {
    // 40 of 100 at 42.18, then cancelled: 60 × 42.18 = 2 530.80, fees 12.66 − 10 (minimum), VAT 2.54 − 2.
    for (const statut of ['ANNULE', 'EXPIRE', 'REJETE'])
      expect(executedBuyRefund({ ...order, statut, quantiteExecutee: 40, executedGross: 1687.2 })).toEqual({
        reason: 'EXECUTION_PARTIELLE',
        amountCents: 253400,
      });
    // The executed part bought cheaper than the limit: the improvement comes back too.
    expect(
      executedBuyRefund({ ...order, statut: 'ANNULE', quantiteExecutee: 40, executedGross: 1680 }),
    ).toEqual({ reason: 'EXECUTION_PARTIELLE', amountCents: 254120 });
  });

  it('fully executed below the limit: the price improvement, fees recomputed on the executed gross', () => {
    // 100 at 42.00: 4 200 + 12.60 + 2.52 = 4 215.12; paid 4 233.20.
    expect(
      executedBuyRefund({ ...order, statut: 'EXECUTE', quantiteExecutee: 100, executedGross: 4200 }),
    ).toEqual({ reason: 'AMELIORATION_PRIX', amountCents: 1808 });
    expect(
      executedBuyRefund({ ...order, statut: 'EXECUTE', quantiteExecutee: 100, executedGross: 4218 }),
    ).toBeNull();
  });

  it('the minimum fee is charged on a small executed part', () => {
    // 100 at 1.00 paid 100 + 10 (minimum) + 2 = 112; 5 executed cost 5 + 10 + 2 = 17.
    expect(
      executedBuyRefund({
        statut: 'EXPIRE',
        quantite: 100,
        quantiteExecutee: 5,
        executedGross: 5,
        bareme: STD,
        tauxTva: 20,
        paidCents: 11200,
      }),
    ).toEqual({ reason: 'EXECUTION_PARTIELLE', amountCents: 9500 });
  });

  it('never refunds more than was captured, nor anything when the executed part costs what was paid', () => {
    expect(
      executedBuyRefund({
        statut: 'ANNULE',
        quantite: 10,
        quantiteExecutee: 1,
        executedGross: 0,
        bareme: null,
        tauxTva: 0,
        paidCents: 500,
      }),
    ).toEqual({ reason: 'EXECUTION_PARTIELLE', amountCents: 500 });
    expect(
      executedBuyRefund({ ...order, statut: 'ANNULE', quantiteExecutee: 99, executedGross: 4500, paidCents }),
    ).toBeNull();
    expect(
      executedBuyRefund({
        ...order,
        statut: 'ANNULE',
        quantiteExecutee: 40,
        executedGross: 1687.2,
        paidCents: 0,
      }),
    ).toBeNull();
  });

  it('nothing for an order still open, or closed with nothing executed (that is the full refund)', () => {
    for (const statut of ['EN_ATTENTE', 'PARTIELLEMENT_EXECUTE'])
      expect(executedBuyRefund({ ...order, statut, quantiteExecutee: 40, executedGross: 1687.2 })).toBeNull();
    expect(
      executedBuyRefund({ ...order, statut: 'ANNULE', quantiteExecutee: 0, executedGross: 0 }),
    ).toBeNull();
  });
});
