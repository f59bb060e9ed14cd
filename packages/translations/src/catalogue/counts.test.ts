import { LANGUAGES, LOCALES } from '@nomina/domain';
import { describe, expect, it } from 'vitest';
import { catalogue } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** Issue 16 §15: counts are written for humans ("1 jour", "10 jours"), never "jour(s)". */
describe('counted texts', () => {
  it('give each singular form a plural base key with the same placeholders', () => {
    const singular = Object.keys(catalogue).filter((key) => key.endsWith('_one'));
    expect(singular.length).toBeGreaterThan(0);
    for (const key of singular) {
      const base = key.slice(0, -'_one'.length);
      expect(catalogue, `${key} has no base ${base}`).toHaveProperty([base]);
      for (const language of LANGUAGES)
        expect(placeholders(catalogue[key]![language]), `${key} [${language}]`).toEqual(
          placeholders(catalogue[base]![language]),
        );
    }
  });

  it('pick the singular for one in every portal language (what i18next asks Intl.PluralRules)', () => {
    for (const language of LANGUAGES) {
      const rules = new Intl.PluralRules(LOCALES[language]);
      expect(rules.select(1), language).toBe('one');
      expect(rules.select(10), language).toBe('other');
    }
  });

  it('never write a plural in brackets', () => {
    const bracketed = /[a-zà-ÿ]\((s|n|en|es|i|os|as)\)/i;
    const found = Object.entries(catalogue).flatMap(([key, texts]) =>
      LANGUAGES.filter((language) => bracketed.test(texts[language])).map(
        (language) => `${key} [${language}]`,
      ),
    );
    expect(found).toEqual([]);
  });
});
