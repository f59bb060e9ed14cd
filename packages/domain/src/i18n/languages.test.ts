import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGES, normaliseLanguage, toSignupLanguage } from './languages';

describe('normaliseLanguage', () => {
  it('maps the old po spelling to pt', () => expect(normaliseLanguage('po')).toBe('pt'));
  it('maps the stored fra value to fr', () => expect(normaliseLanguage('fra')).toBe('fr'));
  it('accepts upper case', () => expect(normaliseLanguage('EN')).toBe('en'));
  it('rejects unknown languages', () => expect(normaliseLanguage('nl')).toBeNull());
  it('rejects empty values', () => expect(normaliseLanguage('')).toBeNull());
});

describe('language lists', () => {
  it('keeps the fallback order of the spec', () =>
    expect(FALLBACK_LANGUAGES).toEqual(['en', 'fr', 'de', 'es', 'pt', 'it']));
  it('writes pt as po for the sign-up area', () => expect(toSignupLanguage('pt')).toBe('po'));
});
