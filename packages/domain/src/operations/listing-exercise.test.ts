import { describe, expect, it } from 'vitest';
import { ORDER_ERRORS } from './operations.errors';
import {
  checkExercisable,
  checkOrderType,
  exercisableQuantity,
  isListed,
  orderNeedsLimit,
  orderPrice,
  sellableQuantity,
} from './order-rules';

describe('listing (spec 3 §3: GRE_A_GRE where the security is not listed)', () => {
  it('a security with a market is listed; none, empty or blank is not', () => {
    expect(isListed('Euronext Paris')).toBe(true);
    expect(isListed(null)).toBe(false);
    expect(isListed(undefined)).toBe(false);
    expect(isListed('')).toBe(false);
    expect(isListed('   ')).toBe(false);
  });
  it('the listing decides the order types', () => {
    expect(checkOrderType('A_COURS_LIMITE', isListed('Euronext Paris'))).toBeNull();
    expect(checkOrderType('A_COURS_LIMITE', isListed(''))).toBe(ORDER_ERRORS.typeOrdre);
    expect(checkOrderType('GRE_A_GRE', isListed(null))).toBeNull();
  });
  it('limit types carry a limit; the order is simulated at it, else at the last quote', () => {
    expect(orderNeedsLimit('A_COURS_LIMITE')).toBe(true);
    expect(orderNeedsLimit('GRE_A_GRE')).toBe(true);
    expect(orderNeedsLimit('A_LA_MEILLEUR_LIMITE')).toBe(false);
    expect(orderNeedsLimit('AU_MARCHE')).toBe(false);
    expect(orderNeedsLimit('')).toBe(false);
    expect(orderPrice(42.18, 40)).toBe(42.18);
    expect(orderPrice(null, 40)).toBe(40);
  });
});

describe('exercise (spec 3 §5: never more options than the grant may exercise)', () => {
  it('exercisable = granted minus pending exercises, never below zero', () => {
    expect(exercisableQuantity(500, 0).toNumber()).toBe(500);
    expect(exercisableQuantity(500, 120).toNumber()).toBe(380);
    expect(exercisableQuantity(100, 150).toNumber()).toBe(0);
  });
  it('refuses more than exercisable, and any exercise of a grant not exercisable today', () => {
    expect(checkExercisable(500, 500)).toBeNull();
    expect(checkExercisable('500', 500)).toBeNull();
    expect(checkExercisable(501, 500)).toBe(ORDER_ERRORS.quantiteExercable);
    expect(checkExercisable(1, 0)).toBe(ORDER_ERRORS.quantiteExercable);
    expect(checkExercisable(10, 500, false)).toBe(ORDER_ERRORS.quantiteExercable);
  });
});

describe('sale (spec 3 §5: never more than the sellable quantity)', () => {
  it('sellable = held minus unavailable minus pending sales, never below zero', () => {
    expect(sellableQuantity(120, 0, 0).toNumber()).toBe(120);
    expect(sellableQuantity(120, 20, 30).toNumber()).toBe(70);
    expect(sellableQuantity(10, 5, 30).toNumber()).toBe(0);
  });
});
