import { describe, expect, it } from 'vitest';
import { groupLanguageVersions, languageRank } from './document-versions';

type TDoc = { code: string; lang: 'fr' | 'en' | 'de' | 'it' };
const docs: TDoc[] = [
  { code: 'A', lang: 'it' },
  { code: 'A', lang: 'en' },
  { code: 'B', lang: 'en' },
  { code: 'A', lang: 'de' },
  { code: 'A', lang: 'fr' },
];

describe('groupLanguageVersions', () => {
  it('gives one entry per document, the holder’s language first, then French, then English', () => {
    const groups = groupLanguageVersions(
      docs,
      (doc) => doc.code,
      (doc) => doc.lang,
      'de',
    );
    expect(groups.map((group) => [group.key, group.versions.map((doc) => doc.lang)])).toEqual([
      ['A', ['de', 'fr', 'en', 'it']],
      ['B', ['en']],
    ]);
  });

  it('falls back to French when the holder’s language is missing', () => {
    const [first] = groupLanguageVersions(
      docs,
      (doc) => doc.code,
      (doc) => doc.lang,
      'es',
    );
    expect(first!.versions.map((doc) => doc.lang)).toEqual(['fr', 'en', 'de', 'it']);
  });

  it('ranks an unknown language last', () => {
    expect(languageRank(null, 'fr')).toBeGreaterThan(languageRank('pt', 'fr'));
  });
});
