import { describe, expect, it } from 'vitest';
import { PREFERRED_COUNTRIES, defaultCountryForLanguage } from './phone-country';

describe('defaultCountryForLanguage', () => {
  it.each([
    ['fr', 'FR'],
    ['en', 'GB'],
    ['de', 'DE'],
    ['es', 'ES'],
    ['it', 'IT'],
    ['pt', 'PT'],
    ['po', 'PT'],
    ['fra', 'FR'],
    ['EN', 'GB'],
  ])('%s gives %s', (language, country) => expect(defaultCountryForLanguage(language)).toBe(country));

  it('falls back to France for an unknown or missing language', () => {
    expect(defaultCountryForLanguage('nl')).toBe('FR');
    expect(defaultCountryForLanguage(null)).toBe('FR');
  });
});

describe('PREFERRED_COUNTRIES', () => {
  it('lists the spec countries in order', () =>
    expect(PREFERRED_COUNTRIES).toEqual(['FR', 'DE', 'IT', 'JP', 'ES', 'GB', 'US']));
});
