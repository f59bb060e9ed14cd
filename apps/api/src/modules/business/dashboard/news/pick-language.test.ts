import { describe, expect, it } from 'vitest';
import { languageOf, pickText, withFallback } from './pick-language';

type TText = { owner: number; langueIden: string; titre: string };

const texts: TText[] = [
  { owner: 1, langueIden: 'fr', titre: 'Maintenance programmée' },
  { owner: 1, langueIden: 'de', titre: 'Geplante Wartung' },
  { owner: 2, langueIden: 'fr', titre: 'Tentatives d’hameçonnage' },
  { owner: 2, langueIden: 'en', titre: 'Phishing attempts' },
];

/** The written fallback rule of news and alerts (issue 16 §12): the asked language, else French. */
describe('pickText', () => {
  it('gives the text in the asked language', () => {
    expect(pickText(texts, (text) => text.owner, 1, 'de')?.titre).toBe('Geplante Wartung');
    expect(pickText(texts, (text) => text.owner, 2, 'en')?.titre).toBe('Phishing attempts');
  });

  it('falls back to French when the asked language is missing, never to another language', () => {
    expect(pickText(texts, (text) => text.owner, 2, 'de')?.titre).toBe('Tentatives d’hameçonnage');
    expect(pickText(texts, (text) => text.owner, 1, 'en')?.titre).toBe('Maintenance programmée');
  });

  it('gives nothing for an owner without texts', () => {
    expect(pickText(texts, (text) => text.owner, 3, 'fr')).toBeUndefined();
  });

  it('reads the asked language in any known spelling, French when unknown', () => {
    expect(languageOf('DE')).toBe('de');
    expect(languageOf(undefined)).toBe('fr');
    expect(withFallback('it')).toEqual(['it', 'fr']);
    expect(withFallback('fr')).toEqual(['fr']);
  });
});
