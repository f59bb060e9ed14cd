import { describe, expect, it } from 'vitest';
import type { TBareme } from './portfolio.types';
import {
  computeFees,
  droitStatut,
  optionIntrinsicValue,
  plusMoinsValue,
  roundAmount,
  roundUpAmount,
  sumAmounts,
  valuateDroit,
  valuateLine,
  variationPercent,
} from './valuation';

const noBands = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [
    [`amount${i}D`, null],
    [`percent${i}D`, null],
  ]),
);
const bareme = (fields: Partial<TBareme>): TBareme =>
  ({
    idextBarcomms: 1,
    emetIden: 0,
    baremeWeb: 'STD',
    mtMinD: 0,
    mtMaxD: 0,
    ...noBands,
    ...fields,
  }) as TBareme;

describe('rounding', () => {
  it('rounds half away from zero without binary noise', () => {
    expect(roundAmount(1.005)).toBe(1.01);
    expect(roundAmount(7601.26125)).toBe(7601.26);
    expect(roundAmount(-2.345)).toBe(-2.35);
    expect(roundAmount(0.1 + 0.2)).toBe(0.3);
  });
  it('rounds fees up to the cent', () => {
    expect(roundUpAmount(12.301)).toBe(12.31);
    expect(roundUpAmount(15)).toBe(15);
    expect(roundUpAmount(0.1 * 3)).toBe(0.3);
  });
  it('totals rounded lines', () => {
    expect(sumAmounts([50616, 20246.4])).toBe(70862.4);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([])).toBe(0);
  });
});

describe('line valuation', () => {
  it('values a line at quantity × quote', () => {
    expect(valuateLine(1200, 42.18)).toBe(50616);
    expect(valuateLine(412.5, 18.4273)).toBe(7601.26);
  });
  it('gives the gain or loss against the average cost, or null without a cost', () => {
    expect(plusMoinsValue(50616, 1200, 31.75)).toBe(12516);
    expect(plusMoinsValue(4218, 100, 45.5)).toBe(-332);
    expect(plusMoinsValue(4218, 100, null)).toBeNull();
  });
  it('gives the change against the previous close in percent', () => {
    expect(variationPercent(42.18, 41.76)).toBe(1.01);
    expect(variationPercent(19.9, 20.35)).toBe(-2.21);
    expect(variationPercent(10, 0)).toBe(0);
  });
});

describe('rights', () => {
  it('values options at their intrinsic value, nothing out of the money', () => {
    expect(optionIntrinsicValue(1000, 42.18, 38.5)).toBe(3680);
    expect(optionIntrinsicValue(800, 42.18, 44.2)).toBe(0);
  });
  it('computes statuses from the dates and today', () => {
    const aga = { type: 'AGA' as const, dateAcquisition: '2027-06-16', dateExpiration: null };
    expect(droitStatut(aga, '2026-11-22')).toBe('EN_ACQUISITION');
    expect(droitStatut(aga, '2027-06-16')).toBe('ACQUIS');
    const so = { type: 'STOCK_OPTION' as const, dateAcquisition: '2023-03-20', dateExpiration: '2027-03-20' };
    expect(droitStatut(so, '2023-03-19')).toBe('EN_ACQUISITION');
    expect(droitStatut(so, '2027-03-20')).toBe('EXERCABLE');
    expect(droitStatut(so, '2027-03-21')).toBe('EXPIRE');
  });
  it('values a grant by its kind and status', () => {
    expect(valuateDroit({ type: 'AGA', quantite: 150, prixExercice: null, statut: 'ACQUIS' }, 42.18)).toBe(
      6327,
    );
    expect(
      valuateDroit({ type: 'STOCK_OPTION', quantite: 1000, prixExercice: 38.5, statut: 'EXERCABLE' }, 42.18),
    ).toBe(3680);
    expect(
      valuateDroit({ type: 'STOCK_OPTION', quantite: 1000, prixExercice: 38.5, statut: 'EXPIRE' }, 42.18),
    ).toBe(0);
  });
});

describe('computeFees (spec 3 §5)', () => {
  const sample = bareme({ percent0D: 0.3, mtMinD: 10 });
  it('applies the sample schedule: 0.3 % with a minimum of 10', () => {
    expect(computeFees(sample, 1000)).toBe(10);
    expect(computeFees(sample, 5000)).toBe(15);
    expect(computeFees(sample, 4100.33)).toBe(12.31);
    expect(computeFees(sample, 0)).toBe(0);
  });
  const tiered = bareme({
    amount0D: 5000,
    percent0D: 0.5,
    amount1D: 20000,
    percent1D: 0.4,
    percent2D: 0.25,
    mtMinD: 12,
    mtMaxD: 90,
  });
  it('takes the rate of the band the amount falls in, bounds included', () => {
    expect(computeFees(tiered, 1000)).toBe(12);
    expect(computeFees(tiered, 5000)).toBe(25);
    expect(computeFees(tiered, 5000.01)).toBe(20.01);
    expect(computeFees(tiered, 20000)).toBe(80);
    expect(computeFees(tiered, 30000)).toBe(75);
  });
  it('caps at the maximum and applies the last band past the last bound', () => {
    expect(computeFees(tiered, 40000)).toBe(90);
    const bounded = bareme({ amount0D: 1000, percent0D: 1, amount1D: 2000, percent1D: 0.5 });
    expect(computeFees(bounded, 3000)).toBe(15);
  });
  it('charges nothing without any band and no minimum', () => {
    expect(computeFees(bareme({}), 1000)).toBe(0);
  });
});
