import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  documentsForLanguage,
  lowestPlanId,
  passwordConfirmLabel,
  recapShowsOfferPrice,
  showsOfferPrice,
} from './acceptance.rules';

describe('acceptance rules (spec 2 §2, §5)', () => {
  const plain = { indicateurDisclaimer: false };
  const withSecond = { indicateurDisclaimer: true };

  it('enables Next only with a plan, a choice, disclaimer 1, and disclaimer 2 when required', () => {
    expect(canGoNext({ plan: null, choice: 'O', disclaimer1: true, disclaimer2: true })).toBe(false);
    expect(canGoNext({ plan: plain, choice: null, disclaimer1: true, disclaimer2: true })).toBe(false);
    expect(canGoNext({ plan: plain, choice: 'O', disclaimer1: false, disclaimer2: true })).toBe(false);
    expect(canGoNext({ plan: plain, choice: 'N', disclaimer1: true, disclaimer2: false })).toBe(true);
    expect(canGoNext({ plan: withSecond, choice: 'O', disclaimer1: true, disclaimer2: false })).toBe(false);
    expect(canGoNext({ plan: withSecond, choice: 'O', disclaimer1: true, disclaimer2: true })).toBe(true);
  });

  it('shows the offer price only above 0', () => {
    expect(showsOfferPrice({ prixExercice: 0 })).toBe(false);
    expect(showsOfferPrice({ prixExercice: -1 })).toBe(false);
    expect(showsOfferPrice({ prixExercice: 0.01 })).toBe(true);
  });

  it('shows the offer price on the recap unless the plan is a DROIT AAG at 0', () => {
    expect(recapShowsOfferPrice({ typePlan: 'DROIT AAG', prixExercice: 0 })).toBe(false);
    expect(recapShowsOfferPrice({ typePlan: 'DROIT AAG', prixExercice: 12.5 })).toBe(true);
    expect(recapShowsOfferPrice({ typePlan: 'OPTION', prixExercice: 0 })).toBe(true);
    expect(recapShowsOfferPrice({ typePlan: 'COUPON', prixExercice: 3 })).toBe(true);
  });

  it('filters documents by language: fr gives FRA, en gives ENG, others unfiltered', () => {
    const docs = [
      { documentLangueIso3: 'FRA', id: 1 },
      { documentLangueIso3: 'ENG', id: 2 },
      { documentLangueIso3: 'fra', id: 3 },
    ];
    expect(documentsForLanguage(docs, 'fr').map((doc) => doc.id)).toEqual([1, 3]);
    expect(documentsForLanguage(docs, 'en').map((doc) => doc.id)).toEqual([2]);
    expect(documentsForLanguage(docs, 'de').map((doc) => doc.id)).toEqual([1, 2, 3]);
    expect(documentsForLanguage(docs, 'pt')).toHaveLength(3);
  });

  it('takes the lowest plan id for the banner', () => {
    expect(lowestPlanId([{ idAcceptationPlan: 103 }, { idAcceptationPlan: 101 }])).toBe(101);
    expect(lowestPlanId([])).toBeNull();
  });

  it('labels the password button by operation type', () => {
    for (const type of ['sale', 'exercise', 'acceptPlan', 'other'] as const)
      expect(passwordConfirmLabel(type)).toBe('password.confirm.button.validate');
    expect(passwordConfirmLabel('purchase')).toBe('password.confirm.button.purchase');
    expect(passwordConfirmLabel(undefined)).toBe('password.confirm.button.purchase');
  });
});
