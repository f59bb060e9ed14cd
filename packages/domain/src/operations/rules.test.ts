import { describe, expect, it } from 'vitest';
import type { TBareme } from '../portfolio/portfolio.types';
import { feesOf, vatOf } from './fees';
import { roundUp2, truncate6 } from './money';
import { TICK_TABLE, isOnTick, nearestTicks, tickSizeFor } from './tick-table';
import {
  checkCbPlafond,
  checkLimit,
  checkLinxoCountry,
  checkOrderType,
  checkQuantity,
  checkSellable,
  checkSettlementMode,
  splitParameter,
} from './order-rules';
import { ORDER_ERRORS } from './operations.errors';
import { simulateLeveeSimple, simulateLeveeVente, simulatePasserelle, simulateTrade } from './simulation';

const bands = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [
    [`amount${i}D`, null],
    [`percent${i}D`, null],
  ]),
);
const schedule = (values: Partial<TBareme>): TBareme =>
  ({ ...bands, idextBarcomms: 1, emetIden: 0, baremeWeb: 'STD', mtMinD: 0, mtMaxD: 0, ...values }) as TBareme;
const STD = schedule({ percent0D: 0.3, mtMinD: 10 });
const ETR = schedule({ amount0D: 10000, percent0D: 0.5, percent1D: 0.4, mtMinD: 15, mtMaxD: 500 });

describe('tick table (spec 3 §3, §9)', () => {
  it('has 19 bands from 0.0001 up to 50 above 50 000', () => {
    expect(TICK_TABLE).toHaveLength(19);
    expect(TICK_TABLE[0]).toEqual({ tranMin: 0, tranMax: 0.1, eche: 0.0001 });
    expect(TICK_TABLE.at(-1)).toEqual({ tranMin: 50000, tranMax: null, eche: 50 });
    expect(tickSizeFor(0.05)).toBe(0.0001);
    expect(tickSizeFor(49999.99)).toBe(20);
    expect(tickSizeFor(50000)).toBe(50);
  });
  it('bands follow one another without gap', () => {
    TICK_TABLE.slice(1).forEach((band, index) => expect(band.tranMin).toBe(TICK_TABLE[index]!.tranMax));
  });
  it('accepts a limit on the table and refuses one between two ticks', () => {
    expect(isOnTick(42.18)).toBe(true);
    expect(isOnTick(42.19)).toBe(false);
    expect(isOnTick(88.75)).toBe(true);
    expect(isOnTick(88.72)).toBe(false);
    expect(isOnTick(0.0001)).toBe(true);
    expect(isOnTick(0.3)).toBe(true);
    expect(isOnTick(0.3001)).toBe(false);
    expect(isOnTick(50050)).toBe(true);
    expect(isOnTick(50025)).toBe(false);
    expect(isOnTick(0)).toBe(false);
    expect(isOnTick(-1)).toBe(false);
    expect(nearestTicks(42.19)).toEqual({ below: 42.18, above: 42.2 });
  });
});

describe('fees, VAT and rounding (spec 3 §5)', () => {
  it('the sample default: 0.3 % with a minimum of 10', () => {
    expect(feesOf(STD, 1000).toNumber()).toBe(10);
    expect(feesOf(STD, 5000).toNumber()).toBe(15);
    expect(feesOf(STD, 4218).toNumber()).toBe(12.66);
    expect(feesOf(STD, 0).toNumber()).toBe(0);
    expect(feesOf(null, 5000).toNumber()).toBe(0);
  });
  it('tiered bands with mtMinD and mtMaxD', () => {
    expect(feesOf(ETR, 1000).toNumber()).toBe(15);
    expect(feesOf(ETR, 10000).toNumber()).toBe(50);
    expect(feesOf(ETR, 10000.01).toNumber()).toBe(40.01);
    expect(feesOf(ETR, 200000).toNumber()).toBe(500);
  });
  it('VAT on fees and amounts rounded up to the cent; quantities truncated to 6 decimals', () => {
    expect(vatOf(15, 20).toNumber()).toBe(3);
    expect(vatOf(12.66, 20).toNumber()).toBe(2.54);
    expect(roundUp2(99.999).toNumber()).toBe(100);
    expect(roundUp2(1.001).toNumber()).toBe(1.01);
    expect(roundUp2(0.1 + 0.2).toNumber()).toBe(0.31);
    expect(roundUp2('0.3').toNumber()).toBe(0.3);
    expect(truncate6(1.2345678).toNumber()).toBe(1.234567);
  });
});

describe('order simulation', () => {
  it('a buy pays gross + fees + VAT; a sale receives gross − fees − VAT', () => {
    const buy = simulateTrade({
      natureDemande: 'ACHAT_TITRE',
      quantite: 100,
      cours: 42.18,
      bareme: STD,
      tauxTva: 20,
      devise: 'EUR',
    });
    expect(buy).toMatchObject({ montantBrut: 4218, frais: 12.66, tva: 2.54, montantNet: 4233.2 });
    const sale = simulateTrade({
      natureDemande: 'VENTE_TITRE',
      quantite: 3,
      cours: 33.333,
      bareme: STD,
      tauxTva: 20,
      devise: 'EUR',
    });
    expect(sale).toMatchObject({ montantBrut: 100, frais: 10, tva: 2, montantNet: 88 });
  });
  it('simple exercise: exercise price × quantity, fees and VAT', () => {
    const LEVEE = schedule({ percent0D: 0.5, mtMinD: 5 });
    expect(
      simulateLeveeSimple({ quantite: 100, prixExercice: 24.5, bareme: LEVEE, tauxTva: 20, devise: 'EUR' }),
    ).toMatchObject({
      montantLevee: 2450,
      frais: 12.25,
      tva: 2.45,
      montantNet: 2464.7,
    });
  });
  it('exercise and sale pays out the proceeds less the exercise price; refused when out of the money', () => {
    const LEVEE = schedule({ percent0D: 0.5, mtMinD: 5 });
    const result = simulateLeveeVente({
      quantite: 100,
      prixExercice: 24.5,
      cours: 42.18,
      bareme: LEVEE,
      tauxTva: 20,
      devise: 'EUR',
    });
    expect('simulation' in result && result.simulation).toMatchObject({
      montantBrut: 4218,
      montantLevee: 2450,
      frais: 21.09,
      tva: 4.22,
      montantNet: 1742.69,
    });
    expect(
      simulateLeveeVente({
        quantite: 100,
        prixExercice: 50,
        cours: 42.18,
        bareme: LEVEE,
        tauxTva: 20,
        devise: 'EUR',
      }),
    ).toEqual({
      error: ORDER_ERRORS.leveeNonRentable,
    });
  });
  it('sell-to-cover sells the fewest shares that pay the exercise, its fees and VAT', () => {
    const LEVEE = schedule({ percent0D: 0.5, mtMinD: 5 });
    const result = simulatePasserelle({
      quantite: 1000,
      prixExercice: 20,
      cours: 42.18,
      bareme: LEVEE,
      tauxTva: 20,
      devise: 'EUR',
    });
    expect('simulation' in result && result.simulation).toMatchObject({
      montantLevee: 20000,
      quantiteVendue: 478,
      quantiteConservee: 522,
      montantBrut: 20162.04,
      frais: 100.82,
      tva: 20.17,
      montantNet: 41.05,
    });
    expect(
      simulatePasserelle({
        quantite: 10,
        prixExercice: 42.18,
        cours: 42.18,
        bareme: LEVEE,
        tauxTva: 20,
        devise: 'EUR',
      }),
    ).toEqual({
      error: ORDER_ERRORS.leveeNonRentable,
    });
  });
});

describe('order guards', () => {
  it('settlement mode must be the constant', () => {
    expect(checkSettlementMode('COMPTANT')).toBeNull();
    expect(checkSettlementMode('SRD')).toBe(ORDER_ERRORS.invalidModeRglmt);
    expect(checkSettlementMode(undefined)).toBe(ORDER_ERRORS.invalidModeRglmt);
  });
  it('quantities: positive, 6 decimals at most, whole for shares', () => {
    expect(checkQuantity(10, true)).toBeNull();
    expect(checkQuantity(1.5, true)).toBe(ORDER_ERRORS.quantite);
    expect(checkQuantity(1.123456, false)).toBeNull();
    expect(checkQuantity(1.1234567, false)).toBe(ORDER_ERRORS.quantite);
    expect(checkQuantity(0, false)).toBe(ORDER_ERRORS.quantite);
  });
  it('order types and limits', () => {
    expect(checkOrderType('AU_MARCHE', true)).toBeNull();
    expect(checkOrderType('GRE_A_GRE', true)).toBe(ORDER_ERRORS.typeOrdre);
    expect(checkOrderType('GRE_A_GRE', false)).toBeNull();
    expect(checkLimit('A_COURS_LIMITE', 42.18)).toBeNull();
    expect(checkLimit('A_COURS_LIMITE', 42.19)).toBe(ORDER_ERRORS.tickSize);
    expect(checkLimit('A_COURS_LIMITE', null)).toBe(ORDER_ERRORS.coursLimite);
    expect(checkLimit('AU_MARCHE', 42.18)).toBe(ORDER_ERRORS.coursLimite);
    expect(checkLimit('A_LA_MEILLEUR_LIMITE', null)).toBeNull();
  });
  it('never more than the sellable quantity; all titles is all of it', () => {
    expect(checkSellable(10, 2, 120)).toBeNull();
    expect(checkSellable(121, 2, 120)).toBe(ORDER_ERRORS.quantiteDisponible);
    expect(checkSellable(120, 3, 120)).toBeNull();
    expect(checkSellable(100, 3, 120)).toBe(ORDER_ERRORS.quantiteDisponible);
    expect(checkSellable(1, 2, 0)).toBe(ORDER_ERRORS.quantiteDisponible);
  });
  it('CB_PLAFOND and LINXO_PAYS_AUTORISE', () => {
    expect(checkCbPlafond(5000, 5000)).toBeNull();
    expect(checkCbPlafond(5000.01, 5000)).toBe(ORDER_ERRORS.cbPlafond);
    const allowed = splitParameter('FR;BE;DE');
    expect(allowed).toEqual(['FR', 'BE', 'DE']);
    expect(checkLinxoCountry('FR', allowed)).toBeNull();
    expect(checkLinxoCountry('CH', allowed)).toBe(ORDER_ERRORS.linxoPays);
    expect(checkLinxoCountry(null, allowed)).toBe(ORDER_ERRORS.linxoPays);
  });
});
